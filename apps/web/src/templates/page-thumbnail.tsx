import type { ResumeDocument } from '@vita/shared/resume';
import { templateFor } from './registry';
import { ScaledPages } from './shared/scaled-pages';
import './template-preview.css';

/**
 * The first page of a resume in its template, scaled to the width of its card, as the preview
 * renders it. Inert: the thumbnail's links and headings are not part of the page's tab order
 * or outline.
 */
export default function PageThumbnail({ doc }: { doc: ResumeDocument }) {
  const Template = templateFor(doc.templateStyleName);
  return (
    <span className="tp-real" aria-hidden="true" inert>
      <ScaledPages bare>
        <Template doc={doc} />
      </ScaledPages>
    </span>
  );
}
