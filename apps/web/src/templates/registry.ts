import type { TemplateStyleName } from '@vita/shared/constants';
import { ClassicPhoto } from './classic-photo/classic-photo';
import { FAMILY_ONE, FAMILY_ONE_PHOTO } from './family-one';
import { FAMILY_TWO, FAMILY_TWO_PHOTO, FAMILY_TWO_TWO_COLUMN } from './family-two';
import type { TemplateComponent } from './shared/template-types';

/** Every style name of TEMPLATES (01 §3) → the component that renders it (one file per family). */
export const TEMPLATE_COMPONENTS: Record<TemplateStyleName, TemplateComponent> = {
  ...FAMILY_ONE,
  ...FAMILY_TWO,
};

/** The component for a style name; an unknown name (stale storage) gets the default template. */
export function templateFor(styleName: string): TemplateComponent {
  return TEMPLATE_COMPONENTS[styleName as TemplateStyleName] ?? ClassicPhoto;
}

/** Columns of a template: 2 where sections sit in a main and a side column (drag between them). */
export function templateColumns(styleName: string): 1 | 2 {
  return FAMILY_TWO_TWO_COLUMN.has(styleName) ? 2 : 1;
}

/** Whether a template shows the photo; for those the heading form requires one (01 §5). */
export function templateShowsPhoto(styleName: string): boolean {
  return FAMILY_ONE_PHOTO.has(styleName) || FAMILY_TWO_PHOTO.has(styleName);
}
