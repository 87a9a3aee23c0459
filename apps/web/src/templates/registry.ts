import type { TemplateStyleName } from '@vita/shared/constants';
import { ClassicPhoto } from './classic-photo/classic-photo';
import { ModernTwoColumn } from './modern-two-column/modern-two-column';
import type { TemplateComponent } from './shared/template-types';

/**
 * Every style name of TEMPLATES (01 §3) → the component that renders it. Two templates are built:
 * classic-photo (styleTempOne) and modern-two-column (styleTempDBSix). Until the other ten have
 * their own design, family one (styleTempTwo … Five) renders as classic-photo and family two
 * (styleTempDBSeven … Twelve) as modern-two-column, so every stored choice shows a real resume.
 */
export const TEMPLATE_COMPONENTS: Record<TemplateStyleName, TemplateComponent> = {
  styleTempOne: ClassicPhoto,
  styleTempTwo: ClassicPhoto,
  styleTempThree: ClassicPhoto,
  styleTempFour: ClassicPhoto,
  styleTempFive: ClassicPhoto,
  styleTempDBSix: ModernTwoColumn,
  styleTempDBSeven: ModernTwoColumn,
  styleTempDBEight: ModernTwoColumn,
  styleTempDBNine: ModernTwoColumn,
  styleTempDBTen: ModernTwoColumn,
  styleTempDBEleven: ModernTwoColumn,
  styleTempDBTwelve: ModernTwoColumn,
};

/** The component for a style name; an unknown name (stale storage) gets the default template. */
export function templateFor(styleName: string): TemplateComponent {
  return TEMPLATE_COMPONENTS[styleName as TemplateStyleName] ?? ClassicPhoto;
}
