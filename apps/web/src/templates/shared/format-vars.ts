import type { FontName } from '@vita/shared/constants';
import type { ResumeDocument } from '@vita/shared/resume';
import type { CSSProperties } from 'react';
import { darkenToContrast, tint } from './colour';

/**
 * Font stacks per `fontStyle`. All are self-hosted (@fontsource, see fonts.ts). Times New Roman
 * is drawn with Tinos, which has the same metrics: lines break and pages end in the same places
 * on every machine and in the PDF, whether or not Times New Roman is installed.
 */
export const FONT_STACKS: Record<FontName, string> = {
  Montserrat: '"Montserrat", "Helvetica Neue", Arial, sans-serif',
  'Times New Roman': '"Tinos", "Times New Roman", "Liberation Serif", Times, serif',
  'Source Sans Pro': '"Source Sans 3", "Source Sans Pro", "Helvetica Neue", Arial, sans-serif',
  'Nunito Sans': '"Nunito Sans", "Helvetica Neue", Arial, sans-serif',
};

export type TemplateVariables = CSSProperties & Record<`--vt-${string}`, string>;

/** CSS pixels per point (96 / 72): the font size slider is in points, as in a word processor. */
const PX_PER_PT = 4 / 3;
const px = (value: number) => `${Math.round(value * 100) / 100}px`;

/**
 * Formatting as CSS custom properties, plus the template colour and its derived shades. Every
 * template sizes its text and spacing from these variables only.
 *   body font = fontSize pt (10 → 13.33 px), line height = body × (1.15 + 0.05 × lineSpacing),
 *   name = headingSize + 15 px, heading = 0.9 × headingSize px,
 *   paragraph bottom margin = 1 + paragraphSpacing px, section top margin = sectionSpacing + 3 px,
 *   left indent = 20 px × paragraphIndent.
 * The spec's preview scaling (body = fontSize + 5 px, line height = lineSpacing + 22 px) set a
 * 12 pt body on 18 pt lines: a one-job CV took two pages (docs/decisions/formatting.md).
 */
export function templateVariables(doc: Pick<ResumeDocument, 'formatting' | 'colour'>): TemplateVariables {
  const f = doc.formatting;
  const colour = doc.colour.hex;
  const body = f.fontSize * PX_PER_PT;
  return {
    '--vt-font-family': FONT_STACKS[f.fontStyle] ?? FONT_STACKS.Montserrat,
    '--vt-body-size': px(body),
    '--vt-name-size': `${f.headingSize + 15}px`,
    '--vt-heading-size': px(f.headingSize * 0.9),
    '--vt-line-height': px(body * (1.15 + 0.05 * f.lineSpacing)),
    '--vt-paragraph-bottom': px(1 + f.paragraphSpacing),
    '--vt-section-top': `${f.sectionSpacing + 3}px`,
    '--vt-indent': `${20 * f.paragraphIndent}px`,
    '--vt-colour': colour,
    '--vt-colour-text': darkenToContrast(colour, 4.5),
    '--vt-colour-deep': darkenToContrast(colour, 7),
    '--vt-colour-tint': tint(colour, 0.12),
  };
}
