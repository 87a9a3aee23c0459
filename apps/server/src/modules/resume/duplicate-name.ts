import { RESUME_NAME_MAX } from '@vita/shared';

const COPY_MARK = /\s*\(Kopie(?: \d+)?\)$/;

/**
 * The copy's name: "<Name> (Kopie)", or "(Kopie 2)", "(Kopie 3)" … when the account already has
 * that name. A copy of a copy counts on from the original name instead of stacking marks.
 */
export function copyName(original: string, taken: ReadonlySet<string>): string {
  const base = original.replace(COPY_MARK, '').trim() || 'Lebenslauf';
  for (let n = 1; ; n += 1) {
    const mark = n === 1 ? ' (Kopie)' : ` (Kopie ${n})`;
    const name = `${base.slice(0, RESUME_NAME_MAX - mark.length).trimEnd()}${mark}`;
    if (!taken.has(name)) return name;
  }
}
