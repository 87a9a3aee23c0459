import type { ResumeDocument } from '@vita/shared/resume';
import { useMemo } from 'react';
import { templateVariables } from './format-vars';
import { useNodeCache } from './node-cache';
import { PagedDocument, type PageSlots } from './paged-document';
import { type SingleColumnParts, singleColumnFlow } from './single-column-flow';
import { templateWords } from './template-words';

/**
 * A single-column template on A4 pages: `parts` draw the blocks, `prefix` is the template's CSS
 * prefix (`<prefix>` on the document, `<prefix>-page`, `<prefix>-flow`, `<prefix>-folio`). From
 * the second page on, each page's foot names the person and the page ("Seite 2 von 3").
 */
export function SingleColumnDocument({
  doc,
  parts,
  prefix,
}: {
  doc: ResumeDocument;
  parts: SingleColumnParts;
  prefix: string;
}) {
  const withCache = useNodeCache();
  const flows = useMemo(
    () => withCache((stable) => ({ main: singleColumnFlow(doc, parts, stable) })),
    [doc, parts, withCache],
  );
  const words = templateWords(doc.locale);
  const name = doc.personal.fullName;
  const renderPage = ({ index, count, flow }: PageSlots) => (
    <>
      {flow('main', `${prefix}-flow`)}
      {count > 1 && (
        <p className={`${prefix}-folio`}>
          {name && `${name} · `}
          {words.page(index + 1, count)}
        </p>
      )}
    </>
  );
  return (
    <PagedDocument
      flows={flows}
      className={prefix}
      pageClassName={`${prefix}-page`}
      style={templateVariables(doc)}
      lang={doc.locale}
      renderPage={renderPage}
    />
  );
}
