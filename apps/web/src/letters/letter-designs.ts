import type { TemplateStyleName } from '@vita/shared/constants';

/**
 * The letter's masthead per resume template, so letter and CV read as one set: each mirrors its
 * template's header (banner, accent bar, monogram, centred name, …) in the template's colour and
 * font. The DIN 5008 zones below the masthead are the same for all.
 */
export type LetterMasthead =
  | 'classic'
  | 'column-rule'
  | 'accent-bar'
  | 'monogram'
  | 'stripe'
  | 'band'
  | 'sidebar'
  | 'banner'
  | 'minimal'
  | 'timeline'
  | 'heading-bar'
  | 'centered';

export const LETTER_MASTHEADS: Record<TemplateStyleName, LetterMasthead> = {
  styleTempOne: 'classic',
  styleTempTwo: 'column-rule',
  styleTempThree: 'accent-bar',
  styleTempFour: 'monogram',
  styleTempFive: 'stripe',
  styleTempDBSix: 'band',
  styleTempDBSeven: 'sidebar',
  styleTempDBEight: 'banner',
  styleTempDBNine: 'minimal',
  styleTempDBTen: 'timeline',
  styleTempDBEleven: 'heading-bar',
  styleTempDBTwelve: 'centered',
};

export function mastheadFor(styleName: string): LetterMasthead {
  return LETTER_MASTHEADS[styleName as TemplateStyleName] ?? 'classic';
}
