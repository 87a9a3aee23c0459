/**
 * "Auf eine Seite bringen": the formatting steps tried, tightest last, and what a step changed.
 * Pure, so the order is a table test. Every value stays inside the format controls' bounds and
 * above a floor that keeps a CV readable when printed (9 pt body, 14 px headings).
 */
import type { Formatting } from '@vita/shared';
import { FORMAT_BOUNDS } from '@vita/shared/constants';

export type FitSetting = 'sectionSpacing' | 'paragraphSpacing' | 'lineSpacing' | 'fontSize' | 'headingSize';

/** Spacing goes before size: white space is cheaper to give up than legibility. */
const ORDER: readonly FitSetting[] = [
  'sectionSpacing',
  'paragraphSpacing',
  'lineSpacing',
  'fontSize',
  'headingSize',
];

const FLOOR: Record<FitSetting, number> = {
  sectionSpacing: FORMAT_BOUNDS.sectionSpacing.min,
  paragraphSpacing: FORMAT_BOUNDS.paragraphSpacing.min,
  lineSpacing: FORMAT_BOUNDS.lineSpacing.min,
  fontSize: 9,
  headingSize: 14,
};

/**
 * The formattings to try in turn, each one notch tighter than the one before (round-robin over
 * the settings), ending at the floor of every setting. Empty when nothing can be tightened.
 */
export function fitSteps(start: Formatting): Formatting[] {
  const steps: Formatting[] = [];
  let current = start;
  let moved = true;
  while (moved) {
    moved = false;
    for (const setting of ORDER) {
      const floor = Math.max(FLOOR[setting], FORMAT_BOUNDS[setting].min);
      const value = current[setting];
      if (value <= floor) continue;
      const next = Math.max(floor, value - FORMAT_BOUNDS[setting].step);
      current = { ...current, [setting]: next, custom: true };
      steps.push(current);
      moved = true;
    }
  }
  return steps;
}

export interface FitChange {
  setting: FitSetting;
  from: number;
  to: number;
}

/** The settings a fit changed, in the order of the format controls. */
export function fitChanges(before: Formatting, after: Formatting): FitChange[] {
  return ORDER.filter((setting) => before[setting] !== after[setting]).map((setting) => ({
    setting,
    from: before[setting],
    to: after[setting],
  }));
}
