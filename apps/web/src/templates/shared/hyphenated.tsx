import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { hyphenateDocument } from './hyphenate-document';
import { type Hyphenate, loadedHyphenation, loadHyphenation } from './hyphenation';
import { reflowedBy, resolveHyphens } from './resolve-hyphens';
import type { TemplateComponent, TemplateProps } from './template-types';

/** The locale's hyphenator: at once when its patterns are loaded, else after they have loaded. */
function useHyphenation(locale: TemplateProps['doc']['locale']): Hyphenate | null {
  const [state, setState] = useState(() => ({ locale, hyphenate: loadedHyphenation(locale) }));
  const hyphenate = state.locale === locale ? state.hyphenate : loadedHyphenation(locale);
  useEffect(() => {
    if (loadedHyphenation(locale)) return;
    let current = true;
    loadHyphenation(locale).then(
      (loaded) => current && setState({ locale, hyphenate: loaded }),
      // Without patterns the resume is shown as before, with words broken only where they must.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [locale]);
  return hyphenate;
}

/**
 * Resolves the soft hyphens under `ref`: all of them on mount (after the paged document has
 * measured, in the same synchronous commit, so a print sees resolved text), then only the text
 * React changes (new pages, a typed word: the mutation observer sees it before the next frame),
 * and all afresh when the layout may have changed (fonts loaded, another size). A keystroke thus
 * lays out the text of the block it changed, not every text of the resume.
 */
function useResolvedHyphens(active: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const root = ref.current;
    if (!active || !root) return;
    const resolve = (nodes: Iterable<Node>) => {
      resolveHyphens(nodes);
      // Our own writes are mutations too: forget them, or this would run again for nothing.
      observer.takeRecords();
    };
    const observer = new MutationObserver((records) => resolve(records.flatMap(reflowedBy)));
    const resolveAll = () => resolve([root]);
    resolveAll();
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(resolveAll);
    resized?.observe(root.firstElementChild ?? root);
    document.fonts?.addEventListener?.('loadingdone', resolveAll);
    return () => {
      observer.disconnect();
      resized?.disconnect();
      document.fonts?.removeEventListener?.('loadingdone', resolveAll);
    };
  }, [active]);
  return ref;
}

/**
 * A template that renders the document with German (or English) hyphenation. The print entry
 * loads the patterns before it mounts, so a PDF is laid out with them from the first measurement.
 */
export function hyphenated(Template: TemplateComponent): TemplateComponent {
  function Hyphenated({ doc }: TemplateProps) {
    const hyphenate = useHyphenation(doc.locale);
    const shown = useMemo(() => (hyphenate ? hyphenateDocument(doc, hyphenate) : doc), [doc, hyphenate]);
    const ref = useResolvedHyphens(hyphenate !== null);
    return (
      <div ref={ref} className="vt-hyphenated">
        <Template doc={shown} />
      </div>
    );
  }
  Hyphenated.displayName = `Hyphenated(${Template.displayName ?? Template.name})`;
  return Hyphenated;
}
