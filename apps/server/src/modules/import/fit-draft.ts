import { type ImportDraft, importDraftSchema } from '@vita/shared';
import type { Imported } from './read-document';

/** Confidence of a field that was cut to fit: below the review screen's mark, so it is flagged. */
const CUT_CONFIDENCE = 0.3;
const CUT_WARNING =
  'Einige Angaben waren länger, als ein Lebenslauf sie aufnimmt, und wurden gekürzt. Bitte prüfen Sie die markierten Felder.';

type Container = Record<string, unknown> | unknown[];

/** The object or array holding `path`'s last key, or null when the path does not lead there. */
function holderOf(root: unknown, path: readonly PropertyKey[]): Container | null {
  let node: unknown = root;
  for (const key of path.slice(0, -1)) {
    if (node === null || typeof node !== 'object') return null;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node !== null && typeof node === 'object' ? (node as Container) : null;
}

/**
 * A draft whose texts or lists are longer than the contract allows (a pasted novel in one job, a
 * Word table of 200 rows) would fail the answer's schema and end in a 500. Instead, each too-long
 * string or list is cut to its limit and flagged for review, and the user is told.
 */
export function fitDraft({ draft, warnings }: Imported): Imported {
  const fitted = structuredClone(draft) as ImportDraft;
  let cut = false;
  for (let round = 0; round < 10; round += 1) {
    const result = importDraftSchema.safeParse(fitted);
    if (result.success) break;
    let changed = false;
    for (const issue of result.error.issues) {
      if (issue.code !== 'too_big' || typeof issue.maximum !== 'number') continue;
      const holder = holderOf(fitted, issue.path);
      const key = issue.path.at(-1);
      if (!holder || key === undefined) continue;
      const value = (holder as Record<PropertyKey, unknown>)[key];
      const max = issue.maximum;
      if (typeof value === 'string' || Array.isArray(value)) {
        (holder as Record<PropertyKey, unknown>)[key] = value.slice(0, max);
        const field = issue.path.filter((part) => part !== 'parts').join('.');
        if (field !== 'source_text') fitted.confidence[field.slice(0, 80)] = CUT_CONFIDENCE;
        changed = true;
      }
    }
    if (!changed) break;
    cut = true;
  }
  return { draft: fitted, warnings: cut ? [...warnings, CUT_WARNING] : warnings };
}
