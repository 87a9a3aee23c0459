import type { TemplateStyleName } from '@vita/shared/constants';
import { FAMILY_ONE } from './family-one';
import { FAMILY_TWO } from './family-two';
import { hyphenated } from './shared/hyphenated';
import { loadHyphenation } from './shared/hyphenation';
import type { TemplateComponent } from './shared/template-types';

/** Every style name → its design, as written (the exported components add hyphenation). */
export const TEMPLATE_DESIGNS: Record<TemplateStyleName, TemplateComponent> = {
  ...FAMILY_ONE,
  ...FAMILY_TWO,
};

/**
 * Every style name of TEMPLATES (01 §3) → the component that renders it (one file per family),
 * with the resume's text hyphenated in its language.
 */
export const TEMPLATE_COMPONENTS = Object.fromEntries(
  Object.entries(TEMPLATE_DESIGNS).map(([styleName, Template]) => [styleName, hyphenated(Template)]),
) as Record<TemplateStyleName, TemplateComponent>;

const DEFAULT_TEMPLATE = TEMPLATE_COMPONENTS.styleTempOne;

/** The component for a style name; an unknown name (stale storage) gets the default template. */
export function templateFor(styleName: string): TemplateComponent {
  return TEMPLATE_COMPONENTS[styleName as TemplateStyleName] ?? DEFAULT_TEMPLATE;
}

/** The design (without hyphenation) that `templateFor` renders for a style name. */
export function designFor(styleName: string): TemplateComponent {
  return TEMPLATE_DESIGNS[styleName as TemplateStyleName] ?? TEMPLATE_DESIGNS.styleTempOne;
}

/**
 * Resolves when a template can render a document of this locale in its final form (hyphenation
 * patterns loaded); never rejects: without patterns it renders unhyphenated.
 */
export function templatesReady(locale: 'de' | 'en'): Promise<void> {
  return loadHyphenation(locale).then(
    () => undefined,
    () => undefined,
  );
}

export { templateColumns, templateShowsPhoto } from './template-facts';
