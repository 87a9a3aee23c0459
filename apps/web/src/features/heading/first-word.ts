/**
 * 01 §5: "Typing a first or last name keeps only the first word unless the user pressed a key
 * (space)". Vita's reading (docs/decisions/heading-step.md): a change that adds whitespace is
 * kept when the visitor typed it (the space key, or a keyboard's text input on phones); a change that adds
 * whitespace any other way — pasting, dropping, the browser's autofill — keeps only the first
 * word. So "Anna Lena" typed with the space key stays, "Anna Lena" pasted becomes "Anna".
 */
export function applyFirstWordRule(previous: string, next: string, typedSpace: boolean): string {
  if (typedSpace) return next;
  const spaces = (text: string) => (text.match(/\s/g) ?? []).length;
  if (spaces(next) <= spaces(previous)) return next;
  const [first = ''] = next.trimStart().split(/\s+/);
  return first;
}

/** Input events of typing, as opposed to paste, drop or autofill (InputEvent.inputType). */
const TYPED_INPUT = new Set(['insertText', 'insertCompositionText']);

/** Whether a change event came from typing: the last key was the space bar, or the browser says so. */
export function isTypedChange(nativeEvent: Event, lastKey: string | null): boolean {
  if (lastKey === ' ' || lastKey === 'Spacebar') return true;
  const inputType = (nativeEvent as Partial<InputEvent>).inputType;
  return typeof inputType === 'string' && TYPED_INPUT.has(inputType);
}
