import type { TemplateStyleName } from '@vita/shared/constants';
import { TEMPLATES } from '@vita/shared/constants';
import { assembleResumeDocument, type ResumeDocument, sampleResumeParts } from '@vita/shared/resume';
import { type ReactNode, type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { templateFor } from './registry';
import { ScaledPages } from './shared/scaled-pages';
import './template-preview.css';

const sampleDocuments = new Map<string, ResumeDocument>();

/** The sample resume in a template, built once per template and language. */
function sampleDocument(styleName: TemplateStyleName, locale: 'de' | 'en'): ResumeDocument {
  const key = `${styleName}/${locale}`;
  const cached = sampleDocuments.get(key);
  if (cached) return cached;
  const template = TEMPLATES.find((t) => t.styleName === styleName) ?? TEMPLATES[0];
  const doc = assembleResumeDocument(
    {
      ...sampleResumeParts,
      style: { ...sampleResumeParts.style, template_id: template.id, style_name: template.styleName },
    },
    { locale },
  );
  sampleDocuments.set(key, doc);
  return doc;
}

/** True once the element has come within a screen of the viewport (then stays true). */
function useNearViewport<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near];
}

/**
 * The first page of the sample resume in the real template, scaled to the card. Inert: the
 * thumbnail's links and headings are not part of the page's tab order or outline.
 */
export default function TemplateThumbnail({
  styleName,
  colour,
  locale,
  fallback,
}: {
  styleName: TemplateStyleName;
  colour: string;
  locale: 'de' | 'en';
  fallback: ReactNode;
}) {
  const [ref, near] = useNearViewport<HTMLSpanElement>();
  const base = sampleDocument(styleName, locale);
  const doc = useMemo(() => ({ ...base, colour: { ...base.colour, hex: colour } }), [base, colour]);
  const Template = templateFor(styleName);
  return (
    <span ref={ref} className="tp-real" aria-hidden="true" inert>
      {near ? (
        <ScaledPages bare>
          <Template doc={doc} />
        </ScaledPages>
      ) : (
        fallback
      )}
    </span>
  );
}
