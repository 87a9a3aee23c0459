import { AccentBar } from './accent-bar/accent-bar';
import { ClassicPhoto } from './classic-photo/classic-photo';
import { ColumnRule } from './column-rule/column-rule';
import { Monogram } from './monogram/monogram';
import type { TemplateComponent } from './shared/template-types';
import { StripeTimeline } from './stripe-timeline/stripe-timeline';

/**
 * Family one (01 §3: ids 1, 2, 5, 6, 7 → styleTempOne … Five), all single-column tabular
 * Lebensläufe, each a design of its own: classic-photo (One), column-rule (Two), accent-bar
 * (Three), monogram (Four), stripe-timeline (Five).
 */
export const FAMILY_ONE = {
  styleTempOne: ClassicPhoto,
  styleTempTwo: ColumnRule,
  styleTempThree: AccentBar,
  styleTempFour: Monogram,
  styleTempFive: StripeTimeline,
} satisfies Record<string, TemplateComponent>;

/**
 * The designs of this family that show a photo (top right), for which the heading form asks for
 * one (01 §5). column-rule and stripe-timeline show none, even when the resume has one.
 */
export const FAMILY_ONE_PHOTO: ReadonlySet<string> = new Set([
  'styleTempOne',
  'styleTempThree',
  'styleTempFour',
]);
