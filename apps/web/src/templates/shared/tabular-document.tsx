import { SECTION_ID } from '@vita/shared/constants';
import type { Personal, ResumeDocument, ResumeLabels } from '@vita/shared/resume';
import { type ComponentType, useMemo } from 'react';
import { single } from './flow-groups';
import { useNodeCache } from './node-cache';
import { singleColumnItems } from './section-layout';
import { type TabularParts, tabularItemGroups, tabularSignatureGroups } from './tabular-flow';
import { oneColumnPage, TemplatePages } from './template-pages';
import { templateWords } from './template-words';

export interface HeaderProps {
  personal: Personal;
  labels: ResumeLabels;
  /** The photo to show (null when there is none or the template shows none). */
  photo: string | null;
  photoAlt: string;
}

export interface FolioProps {
  /** 'Seite 1 von 2'. */
  page: string;
  fullName: string;
}

interface TabularDocumentProps {
  doc: ResumeDocument;
  parts: TabularParts;
  Header: ComponentType<HeaderProps>;
  /** Whether the design has a photo (shown when the resume has one). */
  withPhoto?: boolean;
  Folio: ComponentType<FolioProps>;
}

/**
 * A single-column tabular template: the header (name, contact, photo), then the layout's items in
 * order, then 'Ort, Datum' and the signature, on A4 pages with a folio from page count 2 on. The
 * parts' row prefix is the template's CSS prefix: root `<prefix>`, page `<prefix>-page`, flow
 * `<prefix>-flow`.
 */
export function TabularDocument({ doc, parts, Header, withPhoto = false, Folio }: TabularDocumentProps) {
  const prefix = parts.rowPrefix;
  const withCache = useNodeCache();
  const flows = useMemo(
    () =>
      withCache((stable) => {
        const words = templateWords(doc.locale);
        const header = {
          personal: doc.personal,
          labels: doc.labels,
          photo: withPhoto ? doc.personal.photo : null,
          photoAlt: words.photoOf(doc.personal.fullName),
        };
        return {
          main: [
            single(
              'header',
              stable('header', header, (data) => (
                // The name and contact belong to the heading (section 1) as well.
                <div className="vt-header" data-section-id={SECTION_ID.heading}>
                  <Header {...data} />
                </div>
              )),
            ),
            ...tabularItemGroups(doc, singleColumnItems(doc), parts, stable),
            ...tabularSignatureGroups(doc, parts, stable),
          ],
        };
      }),
    [doc, withCache, parts, Header, withPhoto],
  );
  const renderPage = oneColumnPage(doc, prefix, (page) => (
    <Folio page={page} fullName={doc.personal.fullName} />
  ));
  return <TemplatePages doc={doc} flows={flows} prefix={prefix} renderPage={renderPage} />;
}
