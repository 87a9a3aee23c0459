import mammoth from 'mammoth';
import { ImportError } from './import-errors';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '');

/**
 * The text lines of a Word file: every paragraph, heading and list item on its own line (list
 * items marked as bullets, so the CV rules can tell details from titles); a table's cells one
 * after the other, so a date column is followed by its entry.
 */
export async function docxLines(data: Buffer): Promise<string[]> {
  let html: string;
  try {
    html = (await mammoth.convertToHtml({ buffer: data })).value;
  } catch {
    throw ImportError.brokenFile('Word-Dokument');
  }
  const text = html
    .replace(/<li[^>]*>/g, '\n• ')
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<\/(p|h[1-6]|li|td|th|tr|table|ul|ol)>/g, '\n')
    .replace(/<[^>]+>/g, '');
  const lines = decode(text)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '' && line !== '•');
  if (lines.length === 0) throw ImportError.brokenFile('Word-Dokument');
  return lines;
}
