import type { TemplateStyleName } from '@vita/shared/constants';

/**
 * How each template's masthead carries over to the Deckblatt and the Anlagenverzeichnis, so the
 * Mappe looks like one set: a rule under the name (classic, column-rule, timeline), a coloured
 * band (accent-bar, banner, heading-bars), a coloured side column (stripe-timeline, the two-column
 * designs), centred (minimal-lines, centered-classic) or the initials (monogram).
 */
export type CoverDesign = 'rule' | 'band' | 'side' | 'centered' | 'monogram';

const DESIGNS: Record<TemplateStyleName, CoverDesign> = {
  styleTempOne: 'rule',
  styleTempTwo: 'rule',
  styleTempThree: 'band',
  styleTempFour: 'monogram',
  styleTempFive: 'side',
  styleTempDBSix: 'side',
  styleTempDBSeven: 'side',
  styleTempDBEight: 'band',
  styleTempDBNine: 'centered',
  styleTempDBTen: 'rule',
  styleTempDBEleven: 'band',
  styleTempDBTwelve: 'centered',
};

export function coverDesign(styleName: string): CoverDesign {
  return DESIGNS[styleName as TemplateStyleName] ?? 'rule';
}
