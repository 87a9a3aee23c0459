import type { ResumeDocument } from '@vita/shared/resume';
import { useMemo } from 'react';
import { useNodeCache } from './node-cache';
import { type SingleColumnParts, singleColumnFlow } from './single-column-flow';
import { NamedFolio, oneColumnPage, TemplatePages } from './template-pages';

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
  const renderPage = oneColumnPage(doc, prefix, (page) => (
    <NamedFolio className={`${prefix}-folio`} fullName={doc.personal.fullName} page={page} />
  ));
  return <TemplatePages doc={doc} flows={flows} prefix={prefix} renderPage={renderPage} />;
}
