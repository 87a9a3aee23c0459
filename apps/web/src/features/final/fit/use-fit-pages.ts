/**
 * Tries the fit steps on the live preview: each step goes to the local store (the preview
 * re-paginates), the preview's pages are counted once its pagination has settled, and the first
 * step that reaches the target is kept and saved. When none does, the formatting is put back.
 */
import type { Formatting } from '@vita/shared';
import { useCallback, useState } from 'react';
import { getItem } from '../../../store/local-store';
import { templateVariables } from '../../../templates/shared/format-vars';
import { completeFormatting } from '../toolbar/formatting-rules';
import { useStyleSave } from '../toolbar/use-style-save';
import { type FitChange, fitChanges, fitSteps } from './fit-steps';

export type FitOutcome =
  | { kind: 'idle' }
  | { kind: 'working' }
  | { kind: 'fits'; pages: number }
  | { kind: 'done'; pages: number; changes: FitChange[]; before: Formatting }
  | { kind: 'cannot'; pages: number }
  | { kind: 'undone' };

const SETTLE_TIMEOUT_MS = 3_000;
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * The page count of the preview once it shows `formatting` and its pagination settled. The
 * preview may render a store change a little later; its root's style carries the formatting's
 * CSS variables, and `data-vt-paginated` is set when the measured pages are the ones on screen.
 */
async function settledPageCount(
  findDocument: () => HTMLElement | null,
  formatting: Formatting,
): Promise<number | null> {
  const expected = Object.entries(templateVariables({ formatting, colour: { key: '', hex: '#000000' } }))
    .filter(([name]) => name.startsWith('--vt-') && !name.startsWith('--vt-colour'))
    .map(([name, value]) => [name, String(value)] as const);
  const deadline = performance.now() + SETTLE_TIMEOUT_MS;
  while (performance.now() < deadline) {
    await nextFrame();
    const root = findDocument();
    if (root === null || root.dataset.vtPaginated !== 'true') continue;
    if (expected.every(([name, value]) => root.style.getPropertyValue(name) === value))
      return root.querySelectorAll('[data-vt-page]').length;
  }
  return null;
}

export function useFitPages(findDocument: () => HTMLElement | null) {
  const { changeFormatting } = useStyleSave();
  const [outcome, setOutcome] = useState<FitOutcome>({ kind: 'idle' });

  const fit = useCallback(
    async (target: number) => {
      const before = completeFormatting(getItem('templateFormatting'));
      setOutcome({ kind: 'working' });
      const now = await settledPageCount(findDocument, before);
      if (now !== null && now <= target) {
        setOutcome({ kind: 'fits', pages: now });
        return;
      }
      for (const step of fitSteps(before)) {
        changeFormatting(step, { debounced: true });
        const pages = await settledPageCount(findDocument, step);
        if (pages !== null && pages <= target) {
          changeFormatting(step);
          setOutcome({ kind: 'done', pages, changes: fitChanges(before, step), before });
          return;
        }
      }
      changeFormatting(before);
      setOutcome({ kind: 'cannot', pages: target });
    },
    [changeFormatting, findDocument],
  );

  const undo = useCallback(() => {
    if (outcome.kind !== 'done') return;
    changeFormatting(outcome.before);
    setOutcome({ kind: 'undone' });
  }, [changeFormatting, outcome]);

  return { outcome, fit, undo };
}
