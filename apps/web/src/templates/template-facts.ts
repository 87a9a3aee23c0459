import type { TemplateStyleName } from '@vita/shared/constants';

/**
 * What the forms need to know of a template without loading any template's code: the registry
 * imports all 12 designs, and the heading form (on the first page of the wizard) only asks whether
 * the chosen one shows a photo. template-facts.test.tsx checks this table against the designs.
 */
const PHOTO_TEMPLATES: ReadonlySet<string> = new Set<TemplateStyleName>([
  'styleTempOne',
  'styleTempThree',
  'styleTempFour',
  'styleTempDBSix',
  'styleTempDBSeven',
  'styleTempDBEight',
  'styleTempDBTen',
  'styleTempDBEleven',
]);

/** Main and side column: sections can be dragged between them. */
const TWO_COLUMN_TEMPLATES: ReadonlySet<string> = new Set<TemplateStyleName>([
  'styleTempDBSix',
  'styleTempDBSeven',
]);

/** Whether a template shows the photo (the heading form then says it will appear there). */
export function templateShowsPhoto(styleName: string): boolean {
  return PHOTO_TEMPLATES.has(styleName);
}

/** Columns of a template: 2 where sections sit in a main and a side column (drag between them). */
export function templateColumns(styleName: string): 1 | 2 {
  return TWO_COLUMN_TEMPLATES.has(styleName) ? 2 : 1;
}
