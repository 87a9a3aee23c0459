import { headingSchema, type ImportDraft, LOW_CONFIDENCE } from '@vita/shared/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DraftParts, htmlToLines, isUnsure, linesToList, textToParagraphs } from './draft-edit';
import { ReviewEducation, ReviewWork } from './review-entries';
import { ReviewField } from './review-fields';
import './import-texts';

const HEADING_FIELDS = [
  'fname',
  'lname',
  'street',
  'pincode',
  'location',
  'phone',
  'email',
  'birthDatePlace',
] as const;
type Heading = NonNullable<DraftParts['heading']>;
const EMPTY_HEADING: Heading = headingSchema.parse({});

type Props = { draft: ImportDraft; onChange(draft: ImportDraft): void };

function extraLabel(section: DraftParts['extraSections'][number]): string {
  const value = section.meta_value as {
    data?: string;
    native?: { nativeLang: string }[];
    languages?: { language: string; level: string }[];
  };
  if (section.meta_sub_key === 'Language')
    return [
      ...(value.native ?? []).map((n) => n.nativeLang),
      ...(value.languages ?? []).map((l) => `${l.language} ${l.level}`),
    ].join(', ');
  if (typeof value.data === 'string') return htmlToLines(value.data).join(' · ');
  return Object.values(value)
    .filter((v) => typeof v === 'string' && v !== '')
    .join(' · ');
}

type PartsProps = { parts: DraftParts; setParts(next: DraftParts): void };

/** Skills (one per line) and the summary (paragraphs), each stored when its box is left. */
function TextSections({ parts, setParts }: PartsProps) {
  const { t } = useTranslation();
  const skillsId = useId();
  const summaryId = useId();
  return (
    <>
      <section aria-labelledby="import-skills">
        <h2 id="import-skills">{t('importCv.skills')}</h2>
        <label htmlFor={skillsId}>{t('importCv.skillsHint')}</label>
        <textarea
          id={skillsId}
          rows={5}
          defaultValue={htmlToLines(parts.skills?.data ?? '').join('\n')}
          onBlur={(event) => {
            const data = linesToList(event.target.value.split('\n'));
            setParts({ ...parts, skills: data === '' ? null : { data, recommended: [] } });
          }}
        />
      </section>
      <section aria-labelledby="import-summary">
        <h2 id="import-summary">{t('importCv.summary')}</h2>
        <label htmlFor={summaryId} className="visually-hidden">
          {t('importCv.summary')}
        </label>
        <textarea
          id={summaryId}
          rows={4}
          defaultValue={htmlToLines(parts.summary?.data ?? '').join('\n')}
          onBlur={(event) => {
            const data = textToParagraphs(event.target.value);
            setParts({ ...parts, summary: data === '' ? null : { data } });
          }}
        />
      </section>
    </>
  );
}

/** The other sections found, each shown in one line and removable as a whole. */
function MoreSections({ parts, setParts }: PartsProps) {
  const { t } = useTranslation();
  const items = [
    ...parts.extraSections.map((section) => ({
      key: section.meta_sub_key,
      title: t(`importCv.extra.${section.meta_sub_key}`),
      text: extraLabel(section),
      remove: () => setParts({ ...parts, extraSections: parts.extraSections.filter((s) => s !== section) }),
    })),
    ...parts.customSections.map((section) => ({
      key: section.id,
      title: section.title,
      text: htmlToLines(section.description).join(' · '),
      remove: () => setParts({ ...parts, customSections: parts.customSections.filter((s) => s !== section) }),
    })),
  ];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="import-more">
      <h2 id="import-more">{t('importCv.more')}</h2>
      <ul className="import-sections">
        {items.map(({ key, title, text, remove }) => (
          <li key={key}>
            <span>
              <strong>{title}</strong>: {text}
            </span>
            <button type="button" className="button button--secondary" onClick={remove}>
              {t('importCv.remove')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The review screen: every recognised field beside the text it came from. Unsure fields are
 * marked; each entry and section can be corrected or removed before anything is stored.
 */
export function ImportReview({ draft, onChange }: Props) {
  const { t } = useTranslation();
  const { parts } = draft;
  const setParts = (next: DraftParts) => onChange({ ...draft, parts: next });
  const heading = parts.heading ?? EMPTY_HEADING;
  const unsure = (path: string) => isUnsure(draft, path, LOW_CONFIDENCE);
  const [keys, setKeys] = useState(() => ({
    work: parts.work.map((_, i) => `work-${i}`),
    education: parts.education.map((_, i) => `education-${i}`),
  }));
  const entries = (list: 'work' | 'education') => ({
    draft,
    keys: keys[list],
    onChange: setParts,
    onRemove: (index: number) => {
      setKeys({ ...keys, [list]: keys[list].filter((_, i) => i !== index) });
      setParts({ ...parts, [list]: parts[list].filter((_, i) => i !== index) });
    },
  });

  return (
    <div className="import-review">
      <div className="import-review__fields">
        <section aria-labelledby="import-personal">
          <h2 id="import-personal">{t('importCv.personal')}</h2>
          <div className="import-grid">
            {HEADING_FIELDS.map((field) => (
              <ReviewField
                key={field}
                label={t(`importCv.fields.${field}`)}
                value={heading[field]}
                type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
                unsure={unsure(`heading.${field}`) || (field.endsWith('name') && heading[field] === '')}
                onChange={(value) => setParts({ ...parts, heading: { ...heading, [field]: value } })}
              />
            ))}
          </div>
        </section>
        <section aria-labelledby="import-work">
          <h2 id="import-work">{t('importCv.work')}</h2>
          <ReviewWork {...entries('work')} />
        </section>
        <section aria-labelledby="import-education">
          <h2 id="import-education">{t('importCv.education')}</h2>
          <ReviewEducation {...entries('education')} />
        </section>
        <TextSections parts={parts} setParts={setParts} />
        <MoreSections parts={parts} setParts={setParts} />
      </div>
      <section className="import-review__source" aria-labelledby="import-source">
        <h2 id="import-source">{t('importCv.source')}</h2>
        {/* A scrollable region must be reachable by keyboard. */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the source text scrolls on its own */}
        <section className="import-source" aria-labelledby="import-source" tabIndex={0}>
          <pre>{draft.source_text}</pre>
        </section>
      </section>
    </div>
  );
}
