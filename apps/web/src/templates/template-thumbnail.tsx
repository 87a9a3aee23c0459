import type { TemplateStyleName } from '@vita/shared/constants';
import { TEMPLATES } from '@vita/shared/constants';
import { assembleResumeDocument, type ResumeDocument, sampleResumeParts } from '@vita/shared/resume';
import { useMemo } from 'react';
import PageThumbnail from './page-thumbnail';

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

/**
 * The first page of the sample resume in the real template, scaled to the card. Every card shows
 * it as soon as the template code is there — none waits for scrolling, so the gallery and the
 * final page's panel never mix real pages with sketches.
 */
export default function TemplateThumbnail({
  styleName,
  colour,
  locale,
}: {
  styleName: TemplateStyleName;
  colour: string;
  locale: 'de' | 'en';
}) {
  const base = sampleDocument(styleName, locale);
  const doc = useMemo(() => ({ ...base, colour: { ...base.colour, hex: colour } }), [base, colour]);
  return <PageThumbnail doc={doc} />;
}
