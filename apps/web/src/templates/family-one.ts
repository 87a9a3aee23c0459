import { ClassicPhoto } from './classic-photo/classic-photo';
import type { TemplateComponent } from './shared/template-types';

/**
 * Family one (01 §3: ids 1, 2, 5, 6, 7 → styleTempOne … Five), all single-column. Built:
 * classic-photo (styleTempOne); the others render as classic-photo until they have their own design.
 */
export const FAMILY_ONE = {
  styleTempOne: ClassicPhoto,
  styleTempTwo: ClassicPhoto,
  styleTempThree: ClassicPhoto,
  styleTempFour: ClassicPhoto,
  styleTempFive: ClassicPhoto,
} satisfies Record<string, TemplateComponent>;
