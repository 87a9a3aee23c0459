import { useCallback, useEffect, useState } from 'react';

/**
 * The spinner shows at least this long, so the modal does not flash in with the page. 01 §9 asks
 * for about 2 seconds; that made the page feel slow, so it is shorter
 * (docs/decisions/skills-summary-languages.md).
 */
export const RECOMMENDATION_DELAY_MS = 300;

/**
 * searching: the spinner shows (at least the delay, and until the catalogue has answered);
 * offer: the modal is open; done: neither (skills exist, nothing to recommend, or answered).
 */
export type OfferPhase = 'searching' | 'offer' | 'done';

interface OfferInput {
  /** No skills yet (01 §4). Turning false (the visitor typed, or stored skills arrived) ends it. */
  eligible: boolean;
  /** The skills load and the catalogue have answered (or failed). */
  settled: boolean;
  /** The catalogue recommends items for the visitor's job title. */
  available: boolean;
}

/** The recommendations offer of /add-skill: spinner, then the modal when there is something to offer. */
export function useRecommendationOffer({ eligible, settled, available }: OfferInput) {
  const [phase, setPhase] = useState<OfferPhase>(eligible ? 'searching' : 'done');
  const [elapsed, setElapsed] = useState(false);

  useEffect(() => {
    if (phase !== 'searching') return;
    const timer = setTimeout(() => setElapsed(true), RECOMMENDATION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  useEffect(() => {
    if (phase !== 'searching') return;
    if (!eligible) setPhase('done');
    else if (elapsed && settled) setPhase(available ? 'offer' : 'done');
  }, [phase, eligible, elapsed, settled, available]);

  const close = useCallback(() => setPhase('done'), []);
  return { phase, close };
}
