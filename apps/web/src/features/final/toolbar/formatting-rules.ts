/**
 * The formatting rules of the final page's toolbar (01 §4, §5, §9) as pure functions: presets
 * Small / Normal / Large set the sizes and clear the custom flag; moving any slider sets it.
 */
import type { Formatting } from '@vita/shared';
import { DEFAULT_FORMATTING, FORMAT_BOUNDS, FORMAT_PRESETS, type FontName } from '@vita/shared/constants';

export type PresetName = keyof typeof FORMAT_PRESETS;
export const PRESET_NAMES = ['Small', 'Normal', 'Large'] as const satisfies readonly PresetName[];
export type SliderName = keyof typeof FORMAT_BOUNDS;
export const SLIDER_NAMES = [
  'fontSize',
  'headingSize',
  'sectionSpacing',
  'paragraphSpacing',
  'lineSpacing',
  'paragraphIndent',
] as const satisfies readonly SliderName[];

/** The stored formatting (possibly partial or from an older version) with every value present. */
export function completeFormatting(stored: Partial<Formatting> | null | undefined): Formatting {
  return { ...DEFAULT_FORMATTING, ...(stored ?? {}) };
}

/** 01 §4: heading size 24 maps to Large, 18 to Normal, 14 to Small. */
export function presetOfHeadingSize(headingSize: number): PresetName | null {
  return PRESET_NAMES.find((name) => FORMAT_PRESETS[name].headingFontSize === headingSize) ?? null;
}

/**
 * What the toolbar shows: 'custom' once a slider moved; otherwise the preset the heading size
 * maps to, else the stored preset (default Normal).
 */
export function currentPreset(formatting: Partial<Formatting> | null | undefined): PresetName | 'custom' {
  const f = completeFormatting(formatting);
  if (f.custom) return 'custom';
  return presetOfHeadingSize(f.headingSize) ?? f.preset;
}

/**
 * A preset: its paragraph and heading sizes, the default spacing (a preset is a whole layout,
 * custom spacing goes with the custom flag), the font kept.
 */
export function applyPreset(
  formatting: Partial<Formatting> | null | undefined,
  preset: PresetName,
): Formatting {
  const f = completeFormatting(formatting);
  return {
    ...f,
    fontSize: FORMAT_PRESETS[preset].paragraphFontSize,
    headingSize: FORMAT_PRESETS[preset].headingFontSize,
    lineSpacing: DEFAULT_FORMATTING.lineSpacing,
    sectionSpacing: DEFAULT_FORMATTING.sectionSpacing,
    paragraphSpacing: DEFAULT_FORMATTING.paragraphSpacing,
    paragraphIndent: DEFAULT_FORMATTING.paragraphIndent,
    preset,
    custom: false,
  };
}

/** A value inside the slider's bounds, on its steps. */
export function clampToSlider(name: SliderName, value: number): number {
  const { min, max, step } = FORMAT_BOUNDS[name];
  if (!Number.isFinite(value)) return min;
  const stepped = min + Math.round((value - min) / step) * step;
  return Math.min(max, Math.max(min, stepped));
}

/** Moving a slider: its value (kept in bounds) and the custom flag. */
export function applySlider(
  formatting: Partial<Formatting> | null | undefined,
  name: SliderName,
  value: number,
): Formatting {
  return { ...completeFormatting(formatting), [name]: clampToSlider(name, value), custom: true };
}

/** The font is not a size: choosing one leaves the preset and custom flag as they are. */
export function applyFont(formatting: Partial<Formatting> | null | undefined, font: FontName): Formatting {
  return { ...completeFormatting(formatting), fontStyle: font };
}
