import { ModernTwoColumn } from './modern-two-column/modern-two-column';
import type { TemplateComponent } from './shared/template-types';

/**
 * Family two (01 §3: ids 4, 7, 8 … 12 → styleTempDBSix … Twelve). Built: modern-two-column
 * (styleTempDBSix); the others render as modern-two-column until they have their own design.
 */
export const FAMILY_TWO = {
  styleTempDBSix: ModernTwoColumn,
  styleTempDBSeven: ModernTwoColumn,
  styleTempDBEight: ModernTwoColumn,
  styleTempDBNine: ModernTwoColumn,
  styleTempDBTen: ModernTwoColumn,
  styleTempDBEleven: ModernTwoColumn,
  styleTempDBTwelve: ModernTwoColumn,
} satisfies Record<string, TemplateComponent>;

/** The two-column templates of this family: their sections can be dragged between the columns. */
export const FAMILY_TWO_TWO_COLUMN: ReadonlySet<string> = new Set([
  'styleTempDBSix',
  'styleTempDBSeven',
  'styleTempDBEight',
  'styleTempDBNine',
  'styleTempDBTen',
  'styleTempDBEleven',
  'styleTempDBTwelve',
]);
