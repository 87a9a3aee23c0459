import type { TemplateStyleName } from '@vita/shared/constants';
import { type CSSProperties, lazy, Suspense } from 'react';
import { TEMPLATE_SKETCHES } from './template-sketches';
import './template-preview.css';

interface TemplatePreviewProps {
  styleName: TemplateStyleName;
  /** The template colour (hex). */
  colour: string;
  /** Language of the sample's headings and labels. */
  locale?: 'de' | 'en';
}

// The real templates (and their fonts and the resume model) load after the gallery has shown,
// so `/choose-template` paints at once with the sketches and `/` never loads them.
const TemplateThumbnail = lazy(() => import('./template-thumbnail'));

const Lines = ({ count, short = false }: { count: number; short?: boolean }) => (
  <>
    {Array.from({ length: count }, (_, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: decorative lines, fixed order
      <span key={i} className={`tp__line${short && i === count - 1 ? ' tp__line--short' : ''}`} />
    ))}
  </>
);

const Section = ({ lines, timeline }: { lines: number; timeline: boolean }) => (
  <span className={`tp__section${timeline ? ' tp__section--timeline' : ''}`}>
    <span className="tp__heading" />
    <Lines count={lines} short />
  </span>
);

/**
 * The gallery thumbnail of a template: the real template with the sample resume, shown as a
 * sketch of it only until the template code has loaded. Purely
 * decorative for assistive technology; the card around it names the template.
 */
export function TemplatePreview({ styleName, colour, locale = 'de' }: TemplatePreviewProps) {
  const sketch = <TemplateSketch styleName={styleName} colour={colour} />;
  return (
    <Suspense fallback={sketch}>
      <TemplateThumbnail styleName={styleName} colour={colour} locale={locale} />
    </Suspense>
  );
}

/** A drawing of the template's layout in blocks. */
export function TemplateSketch({ styleName, colour }: Omit<TemplatePreviewProps, 'locale'>) {
  const sketch = TEMPLATE_SKETCHES[styleName];
  const timeline = sketch.accent === 'timeline';
  const header = (
    <span className={`tp__header tp__header--${sketch.header}`}>
      {sketch.photo && sketch.layout === 'single' && <span className="tp__photo" />}
      <span className="tp__identity">
        <span className="tp__name">Lena Schneider</span>
        <span className="tp__role">Projektmanagerin</span>
      </span>
    </span>
  );
  const main = (
    <span className="tp__main">
      <Section lines={3} timeline={timeline} />
      <Section lines={5} timeline={timeline} />
      <Section lines={4} timeline={timeline} />
      <Section lines={3} timeline={timeline} />
      <Section lines={2} timeline={timeline} />
    </span>
  );
  return (
    <span
      className={`tp tp--${sketch.layout} tp--accent-${sketch.accent}`}
      style={{ '--tp-colour': colour } as CSSProperties}
      aria-hidden="true"
    >
      {sketch.layout === 'single' ? (
        <>
          {header}
          {main}
        </>
      ) : (
        <>
          <span className={`tp__side tp__side--${sketch.sidebar}`}>
            {sketch.photo && <span className="tp__photo tp__photo--side" />}
            <Lines count={3} short />
            <span className="tp__heading" />
            <Lines count={4} short />
            <span className="tp__heading" />
            <Lines count={5} short />
            <span className="tp__heading" />
            <Lines count={3} short />
          </span>
          <span className="tp__body">
            {header}
            {main}
          </span>
        </>
      )}
    </span>
  );
}
