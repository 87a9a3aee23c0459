import type { ResumeDocument, ResumeSection } from '@vita/shared/resume';
import { useMemo } from 'react';
import { templateVariables } from '../shared/format-vars';
import { LanguageLine } from '../shared/language-bars';
import { type FlowGroup, PagedDocument, type PageSlots } from '../shared/paged-document';
import { LinkText, personalRows } from '../shared/personal-details';
import { piecesOf, RichPiece } from '../shared/rich-text';
import { hasPersonalDetails, singleColumnItems } from '../shared/section-layout';
import { SignatureView } from '../shared/signature-view';
import type { TemplateProps } from '../shared/template-types';
import { type TemplateWords, templateWords } from '../shared/template-words';
import { ClassicEntryHead, ClassicHeader, ClassicHeading, ClassicRow } from './classic-parts';
import './classic-photo.css';

const heading = (key: string, title: string): FlowGroup => ({
  key,
  keepWithNext: true,
  blocks: [{ key: 'h', node: <ClassicHeading title={title} /> }],
});

/** Rich text in the content column, one group per paragraph or bullet. */
function richGroups(key: string, blocks: Parameters<typeof piecesOf>[0]): FlowGroup[] {
  const pieces = piecesOf(blocks);
  return pieces.map((piece, index) => ({
    key: `${key}-${piece.key}`,
    blocks: [
      {
        key: 'p',
        node: (
          <ClassicRow end={index === pieces.length - 1}>
            <RichPiece block={piece.block} piece={piece.piece} />
          </ClassicRow>
        ),
      },
    ],
  }));
}

function sectionGroups(section: ResumeSection): FlowGroup[] {
  const key = `s${section.id}`;
  const head = heading(`${key}-h`, section.title);
  switch (section.kind) {
    case 'entries':
      return [
        head,
        ...section.entries.map((entry, index) => {
          const pieces = piecesOf(entry.descriptionBlocks);
          return {
            key: `${key}-e${index}`,
            blocks: [
              {
                key: 'head',
                node: (
                  <ClassicEntryHead
                    dateRange={entry.dateRange}
                    title={entry.title}
                    subtitle={entry.subtitle}
                    place={entry.place}
                    grade={entry.grade}
                    end={pieces.length === 0}
                  />
                ),
              },
              ...pieces.map((piece, p) => ({
                key: piece.key,
                node: (
                  <ClassicRow end={p === pieces.length - 1}>
                    <RichPiece block={piece.block} piece={piece.piece} />
                  </ClassicRow>
                ),
              })),
            ],
          };
        }),
      ];
    case 'rich':
      return [head, ...richGroups(key, section.blocks)];
    case 'languages':
      return [
        head,
        ...section.languages.map((language, index) => ({
          key: `${key}-l${index}`,
          blocks: [
            {
              key: 'l',
              node: (
                <ClassicRow end={index === section.languages.length - 1}>
                  <LanguageLine language={language} className="cp-language" />
                </ClassicRow>
              ),
            },
          ],
        })),
      ];
    case 'links':
      return [
        head,
        ...section.links.map((link, index) => ({
          key: `${key}-k${index}`,
          blocks: [
            {
              key: 'k',
              node: (
                <ClassicRow end={index === section.links.length - 1}>
                  <p className="cp-link">
                    <LinkText link={link} />
                  </p>
                </ClassicRow>
              ),
            },
          ],
        })),
      ];
  }
}

function personalGroups(doc: ResumeDocument, words: TemplateWords): FlowGroup[] {
  if (!hasPersonalDetails(doc.personal)) return [];
  const rows = personalRows(doc.personal, doc.labels);
  return [
    heading('personal-h', words.personalDetails),
    ...rows.map((row, index) => ({
      key: `personal-${index}`,
      blocks: [
        {
          key: 'r',
          node: (
            <ClassicRow when={row.label} label end={index === rows.length - 1}>
              {row.value}
            </ClassicRow>
          ),
        },
      ],
    })),
  ];
}

/** The whole resume as one column of groups, in the layout's order. */
export function classicFlow(doc: ResumeDocument): FlowGroup[] {
  const words = templateWords(doc.locale);
  const groups: FlowGroup[] = [
    {
      key: 'header',
      blocks: [
        {
          key: 'header',
          node: <ClassicHeader personal={doc.personal} photoAlt={words.photoOf(doc.personal.fullName)} />,
        },
      ],
    },
  ];
  for (const item of singleColumnItems(doc)) {
    groups.push(...(item.kind === 'personal' ? personalGroups(doc, words) : sectionGroups(item.section)));
  }
  if (doc.signature) {
    groups.push({
      key: 'signature',
      blocks: [
        {
          key: 'signature',
          node: (
            <ClassicRow>
              <SignatureView
                signature={doc.signature}
                imageAlt={words.signatureOf(doc.personal.fullName)}
                className="cp-signature"
              />
            </ClassicRow>
          ),
        },
      ],
    });
  }
  return groups;
}

/**
 * styleTempOne: the German tabular Lebenslauf. One column; name, contact line and photo on top;
 * headings in the template colour over a thin rule; dates in a left column, the entry beside it;
 * 'Ort, Datum' and the signature at the end.
 */
export function ClassicPhoto({ doc }: TemplateProps) {
  const flows = useMemo(() => ({ main: classicFlow(doc) }), [doc]);
  const words = templateWords(doc.locale);
  const footer = doc.personal.fullName;
  const renderPage = ({ index, count, flow }: PageSlots) => (
    <>
      {flow('main', 'cp-flow')}
      {count > 1 && (
        <p className="cp-folio">
          {footer && `${footer} · `}
          {words.page(index + 1, count)}
        </p>
      )}
    </>
  );
  return (
    <PagedDocument
      flows={flows}
      className="cp"
      pageClassName="cp-page"
      style={templateVariables(doc)}
      lang={doc.locale}
      renderPage={renderPage}
    />
  );
}
