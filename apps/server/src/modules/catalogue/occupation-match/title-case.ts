import type { OccupationContext } from './match-occupation';

/** A title as typed, the profile title it names (null: none), and what the CV shows. */
export type TitleCase = readonly [typed: string, expected: string | null, context?: OccupationContext];
