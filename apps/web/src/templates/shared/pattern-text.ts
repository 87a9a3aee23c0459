import type { PatternSet } from './hyphen-patterns';

/**
 * The hyphenation patterns as a small text file the preview fetches after it has painted, instead
 * of a JavaScript module every page with a resume had to load first (German: 80 KB gzip as
 * JavaScript, about 54 KB as this file). Patterns sorted and front-coded: each line is the number
 * of leading characters it shares with the line before (one base-36 digit) and the rest; then an
 * empty line and the exceptions, one a line. The hyphenator does not depend on the patterns' order.
 */
export function encodePatterns(set: PatternSet): string {
  const sorted = [...set.patterns].sort();
  let previous = '';
  const lines = sorted.map((pattern) => {
    let shared = 0;
    const most = Math.min(35, previous.length, pattern.length);
    while (shared < most && previous[shared] === pattern[shared]) shared += 1;
    previous = pattern;
    return shared.toString(36) + pattern.slice(shared);
  });
  return [...lines, '', ...set.exceptions].join('\n');
}

export function decodePatterns(text: string): PatternSet {
  const lines = text.split('\n');
  const end = lines.indexOf('');
  const patterns: string[] = [];
  let previous = '';
  for (const line of end < 0 ? lines : lines.slice(0, end)) {
    previous = previous.slice(0, Number.parseInt(line.charAt(0), 36)) + line.slice(1);
    patterns.push(previous);
  }
  return { patterns, exceptions: end < 0 ? [] : lines.slice(end + 1) };
}
