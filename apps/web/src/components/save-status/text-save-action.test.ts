import { describe, expect, it } from 'vitest';
import { textSaveAction } from './text-save-action';

describe('skills and summary save rule (01 §4)', () => {
  it.each([
    ['saves non-empty text', '<ul><li><p>Kochtechniken nutzen</p></li></ul>', false, 'save'],
    ['saves non-empty text over a stored one', '<p>Teamfähig</p>', true, 'save'],
    ['removes the stored text when the editor is emptied', '', true, 'delete'],
    [
      'removes the stored text when only an empty bullet is left',
      '<ul><li><p></p></li></ul>',
      true,
      'delete',
    ],
    ['removes the stored text when only an empty paragraph is left', '<p></p>', true, 'delete'],
    ['removes the stored text when only spaces are left', '<p>&nbsp; </p>', true, 'delete'],
    ['does nothing when the text is empty and nothing was stored', '<p></p>', false, 'none'],
  ] as const)('%s', (_name, html, storedBefore, expected) => {
    expect(textSaveAction(html, storedBefore)).toBe(expected);
  });
});
