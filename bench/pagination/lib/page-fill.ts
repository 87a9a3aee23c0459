/**
 * Pages and fill of a PDF, measured as the target is: for each page the lowest line of
 * text above the footer zone (the bottom 8 % of the page, where the folio sits), in % of the page
 * height. Same measure as the team's pdf-page-fill tool; needs poppler's pdftotext.
 */
import { execFileSync } from 'node:child_process';

const FOOTER = 0.92;
export const MIN_FILL = 70;

export function pageFill(pdfPath: string): number[] {
  const xml = execFileSync('pdftotext', ['-bbox', pdfPath, '-'], { encoding: 'utf8', maxBuffer: 64e6 });
  const pages = [...xml.matchAll(/<page width="[\d.]+" height="([\d.]+)">([\s\S]*?)<\/page>/g)];
  return pages.map(([, h, body]) => {
    const height = Number(h);
    let lowest = 0;
    for (const match of (body ?? '').matchAll(/yMax="([\d.]+)"/g)) {
      const y = Number(match[1]);
      if (y < height * FOOTER && y > lowest) lowest = y;
    }
    return Math.round((lowest / height) * 100);
  });
}

/** The pages before the last that are under MIN_FILL % full. */
export const thinPages = (fill: readonly number[]) =>
  fill.slice(0, -1).filter((percent) => percent < MIN_FILL).length;
