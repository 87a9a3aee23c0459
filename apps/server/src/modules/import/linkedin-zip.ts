import { MAX_IMPORT_UNPACKED_BYTES } from '@vita/shared';
import { strFromU8, Unzip, UnzipInflate } from 'fflate';
import { ImportError } from './import-errors';

/** The CSV files of LinkedIn's data export that the importer reads, by their file name. */
export const LINKEDIN_FILES = [
  'Profile.csv',
  'Positions.csv',
  'Education.csv',
  'Skills.csv',
  'Languages.csv',
  'Certifications.csv',
  'Email Addresses.csv',
  'PhoneNumbers.csv',
] as const;
const WANTED = new Set<string>(LINKEDIN_FILES);
/** One of these must be there, or the ZIP is something else. */
const PROOF = ['Profile.csv', 'Positions.csv', 'Education.csv'];

const baseName = (path: string) => path.split('/').at(-1) ?? path;

/**
 * Unpacks the export's CSV files as text. Counts the bytes as they are inflated (sizes in the
 * ZIP's headers can lie), and stops past 50 MB: a zip bomb never fills the memory.
 */
export function unzipLinkedIn(data: Buffer): Map<string, string> {
  if (data.length < 4 || data.readUInt32LE(0) !== 0x04034b50) throw ImportError.brokenFile('ZIP-Datei');
  const chunks = new Map<string, Uint8Array[]>();
  let total = 0;
  let bomb = false;
  let broken = false;
  const unzip = new Unzip();
  unzip.register(UnzipInflate);
  unzip.onfile = (file) => {
    if (bomb) return;
    if ((file.originalSize ?? 0) + total > MAX_IMPORT_UNPACKED_BYTES) {
      bomb = true;
      return;
    }
    const name = baseName(file.name);
    const wanted = WANTED.has(name) && !chunks.has(name);
    const parts: Uint8Array[] = [];
    if (wanted) chunks.set(name, parts);
    file.ondata = (error, chunk) => {
      if (error) {
        broken = true;
        return;
      }
      total += chunk.length;
      if (total > MAX_IMPORT_UNPACKED_BYTES) {
        bomb = true;
        file.terminate();
        return;
      }
      if (wanted) parts.push(chunk);
    };
    if (wanted) file.start();
  };
  try {
    unzip.push(new Uint8Array(data), true);
  } catch {
    if (!bomb) broken = true;
  }
  if (bomb) throw ImportError.zipBomb();
  if (broken) throw ImportError.brokenFile('ZIP-Datei');
  if (!PROOF.some((name) => chunks.has(name))) throw ImportError.notLinkedIn();
  const texts = new Map<string, string>();
  for (const [name, parts] of chunks) {
    const size = parts.reduce((sum, part) => sum + part.length, 0);
    const joined = new Uint8Array(size);
    let offset = 0;
    for (const part of parts) {
      joined.set(part, offset);
      offset += part.length;
    }
    texts.set(name, strFromU8(joined));
  }
  return texts;
}
