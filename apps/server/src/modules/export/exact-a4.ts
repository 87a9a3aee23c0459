/**
 * Chromium lays out PDF pages on a grid of 0.96 pt: asked for A4 (595.28 × 841.89 pt) it writes
 * 595.92 × 841.92 (210.23 × 297.01 mm), and Playwright's `format: 'A4'` (8.27 × 11.7 in) even
 * 595.92 × 842.88. Print shops, portals and ATS that check for A4 see a custom size. Each page's
 * MediaBox is rewritten to exact A4 in place, padded to its old length so the cross-reference
 * offsets stay true; the 0.64 pt cut at the right edge lies inside every template's margin.
 */
export const CHROMIUM_A4 = { width: '210mm', height: '297mm' } as const;

const CHROMIUM_BOX = /\/MediaBox \[0 0 595\.91998 841\.91998\]/g;
const A4_BOX = '/MediaBox [0 0 595.28 841.89]';

export function exactA4(pdf: Buffer): Buffer {
  const text = pdf.toString('latin1');
  let changed = false;
  const fixed = text.replace(CHROMIUM_BOX, (box) => {
    changed = true;
    return A4_BOX.slice(0, -1).padEnd(box.length - 1, ' ') + ']';
  });
  return changed ? Buffer.from(fixed, 'latin1') : pdf;
}
