import type { ResumeDocument } from '@vita/shared/resume';
import { type ReactNode, useMemo, useRef } from 'react';
import { type TemplateVariables, templateVariables } from './format-vars';
import { type Stable, useNodeCache } from './node-cache';
import { type Flows, PagedDocument, type PageSlots } from './paged-document';
import { sameValue } from './same-value';
import { templateWords } from './template-words';

/**
 * The page frame every template shares, by its CSS prefix: root `<prefix>`, page `<prefix>-page`,
 * one column `<prefix>-flow` or two (`<prefix>-main`, `<prefix>-side`), the folio from the second
 * page on. The document's formatting arrives as CSS variables, its language as `lang`.
 */

type RenderPage = (slots: PageSlots) => ReactNode;

export function TemplatePages({
  doc,
  flows,
  prefix,
  renderPage,
}: {
  doc: ResumeDocument;
  flows: Flows;
  prefix: string;
  /**
   * A page's frame around its flows. It may read the document's locale and full name (the
   * folio) and nothing else of it: a page is rendered again only when its blocks, the page count
   * or these change.
   */
  renderPage: RenderPage;
}) {
  const style = useTemplateVariables(doc);
  return (
    <PagedDocument
      flows={flows}
      className={prefix}
      pageClassName={`vt-template-page ${prefix}-page`}
      style={style}
      lang={doc.locale}
      renderPage={renderPage}
      pageDeps={[prefix, doc.locale, doc.personal.fullName]}
    />
  );
}

/**
 * The document's CSS variables, the same object while its formatting and colour stay equal in
 * value: a keystroke neither derives the colour's shades again nor touches the root's style.
 */
function useTemplateVariables(doc: ResumeDocument): TemplateVariables {
  const last = useRef<{
    source: Pick<ResumeDocument, 'formatting' | 'colour'>;
    style: TemplateVariables;
  } | null>(null);
  const source = { formatting: doc.formatting, colour: doc.colour };
  if (!last.current || !sameValue(last.current.source, source))
    last.current = { source, style: templateVariables(source) };
  return last.current.style;
}

/** The flows of a document, each block rebuilt only when its data changes (see node-cache.ts). */
export function useTemplateFlows(doc: ResumeDocument, build: (doc: ResumeDocument, stable: Stable) => Flows) {
  const withCache = useNodeCache();
  return useMemo(() => withCache((stable) => build(doc, stable)), [doc, build, withCache]);
}

/** One column; from two pages on, `folio` gets 'Seite 2 von 3'. */
export function oneColumnPage(
  doc: ResumeDocument,
  prefix: string,
  folio: (page: string) => ReactNode,
): RenderPage {
  const words = templateWords(doc.locale);
  return ({ index, count, flow }) => (
    <>
      {flow('main', `${prefix}-flow`)}
      {count > 1 && folio(words.page(index + 1, count))}
    </>
  );
}

/** The folio most designs use: the name (when there is one), a separator, the page. */
export function NamedFolio({
  className,
  fullName,
  page,
  separator = ' · ',
}: {
  className: string;
  fullName: string;
  page: string;
  separator?: string;
}) {
  return (
    <p className={`vt-folio ${className}`}>
      {fullName !== '' && `${fullName}${separator}`}
      {page}
    </p>
  );
}

/** A main and a side column, the folio under the main one. */
export function twoColumnPage(doc: ResumeDocument, prefix: string): RenderPage {
  const words = templateWords(doc.locale);
  return ({ index, count, flow }) => (
    // Main first: the name and the work history come first when read aloud or from the PDF.
    <>
      <div className={`vt-column vt-column--main ${prefix}-main`}>
        {flow('main', `${prefix}-main-flow`)}
        {count > 1 && <p className={`${prefix}-folio`}>{words.page(index + 1, count)}</p>}
      </div>
      <div className={`vt-column vt-column--side ${prefix}-side`}>{flow('side', `${prefix}-side-flow`)}</div>
    </>
  );
}
