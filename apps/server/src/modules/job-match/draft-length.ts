import type { DraftBlock } from '@vita/shared';

/**
 * How much of a DIN A4 page the draft may fill. DIN 5008 Form B leaves the body about 120 mm
 * between the salutation (at about 118 mm) and the closing, signature and Anlagen (about 40 mm
 * above the bottom margin): 23 lines at 11 pt with 1.35 line height, 165 mm wide, about 85
 * characters a line. The draft keeps three lines of that free for a longer company name, a second
 * line of Anlagen or a larger font, so the letter it writes fits on one page as it stands.
 */
export const DRAFT_LINE_BUDGET = 20;
const CHARACTERS_PER_LINE = 85;
/** A list item is indented by its bullet. */
const CHARACTERS_PER_LIST_LINE = 80;

const lines = (text: string, perLine: number) => Math.max(1, Math.ceil(text.length / perLine));

/** Lines the blocks take on the page: each paragraph and each list item wraps, blocks are one line apart. */
export function draftLines(blocks: readonly DraftBlock[]): number {
  let total = 0;
  blocks.forEach((block, index) => {
    if (index > 0) total += 1;
    if (block.kind === 'list') {
      for (const item of block.sentences) total += lines(item.text, CHARACTERS_PER_LIST_LINE);
    } else {
      total += lines(block.sentences.map((s) => s.text).join(' '), CHARACTERS_PER_LINE);
    }
  });
  return total;
}

export interface DraftParts<Task, Requirement> {
  tasks: Task[];
  profile: Requirement[];
}

/**
 * Shortens the draft's two lists until `build(parts)` fits the budget: the last requirement first
 * (down to two), then the last task (down to three, the letter's core), then the remaining
 * requirements, then tasks down to one. What the applicant wrote (their motivation) is never cut:
 * a draft that still does not fit is left for the editor, which says so.
 */
export function fitDraft<Task, Requirement>(
  parts: DraftParts<Task, Requirement>,
  build: (parts: DraftParts<Task, Requirement>) => readonly DraftBlock[],
  budget = DRAFT_LINE_BUDGET,
): DraftParts<Task, Requirement> {
  const current = { tasks: [...parts.tasks], profile: [...parts.profile] };
  const steps: Array<['tasks' | 'profile', number]> = [
    ['profile', 2],
    ['tasks', 3],
    ['profile', 0],
    ['tasks', 1],
  ];
  for (const [list, keep] of steps) {
    while (draftLines(build(current)) > budget && current[list].length > keep) current[list].pop();
  }
  return current;
}
