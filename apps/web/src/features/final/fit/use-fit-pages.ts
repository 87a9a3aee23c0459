/**
 * Tries the fit steps on the live preview: each step goes to the local store (the preview
 * re-paginates), the preview's pages are counted once its pagination has settled, and the first
 * step that reaches the target is kept and saved. When none does, the formatting is put back.
 */
import type { Formatting } from '@vita/shared';
import { useCallback, useState } from 'react';
import { getItem } from '../../../store/local-store';
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
 * The page count of the preview once its pagination settled: the store change renders in the
 * next frames, and `data-vt-paginated` is set when the measured pages are the ones on screen.
 */
async function settledPageCount(findDocument: () => HTMLElement | null): Promise<number | null> {
  await nextFrame();
  await nextFrame();
  const deadline = performance.now() + SETTLE_TIMEOUT_MS;
  while (performance.now() < deadline) {
    const root = findDocument();
    if (root?.dataset.vtPaginated === 'true') return root.querySelectorAll('[data-vt-page]').length;
    await nextFrame();
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
      const now = await settledPageCount(findDocument);
      if (now !== null && now <= target) {
        setOutcome({ kind: 'fits', pages: now });
        return;
      }
      for (const step of fitSteps(before)) {
        changeFormatting(step, { debounced: true });
        const pages = await settledPageCount(findDocument);
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
