import { inflateRawSync } from 'node:zlib';
import { MAX_IMPORT_UNPACKED_BYTES } from '@vita/shared';
import { strFromU8, Unzip, type UnzipDecoder, type UnzipDecoderConstructor } from 'fflate';
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

/** How one unpacking goes: the bytes it may still inflate (headers' sizes are not believed). */
type Unpacking = { left: number; bomb: boolean; broken: boolean };

/**
 * fflate finds the entries (local headers, data descriptors); node's zlib inflates each wanted
 * entry with `maxOutputLength`, which counts the bytes it really produces and stops at what is
 * left of the limit. fflate's own inflater made a whole entry in one piece before anything could
 * count it (a 400 KB file took 800 MB and 14 s), and is ~30× slower than zlib on such data.
 */
function countedInflate(unpacking: Unpacking): UnzipDecoderConstructor {
  return class CountedInflate implements UnzipDecoder {
    static compression = 8;
    ondata: UnzipDecoder['ondata'] = () => {};
    private readonly deflated: Uint8Array[] = [];

    push(chunk: Uint8Array, final: boolean): void {
      this.deflated.push(chunk);
      if (!final) return;
      try {
        const options = { maxOutputLength: Math.max(1, unpacking.left), chunkSize: 1024 * 1024 };
        this.ondata(null, inflateRawSync(Buffer.concat(this.deflated), options), true);
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') unpacking.bomb = true;
        else unpacking.broken = true;
      }
    }
  };
}

/**
 * Unpacks the export's CSV files as text, stopping past 50 MB unpacked in all: a zip bomb never
 * fills the memory, whatever its headers claim. Runs in the import's worker thread.
 */
export function unzipLinkedIn(data: Buffer): Map<string, string> {
  if (data.length < 4 || data.readUInt32LE(0) !== 0x04034b50) throw ImportError.brokenFile('ZIP-Datei');
  const chunks = new Map<string, Uint8Array[]>();
  const unpacking: Unpacking = { left: MAX_IMPORT_UNPACKED_BYTES, bomb: false, broken: false };
  const unzip = new Unzip();
  unzip.register(countedInflate(unpacking));
  unzip.onfile = (file) => {
    const name = baseName(file.name);
    if (unpacking.bomb || !WANTED.has(name) || chunks.has(name)) return;
    if ((file.originalSize ?? 0) > unpacking.left) {
      unpacking.bomb = true;
      return;
    }
    const parts: Uint8Array[] = [];
    chunks.set(name, parts);
    file.ondata = (error, chunk) => {
      if (error) {
        unpacking.broken = true;
        return;
      }
      unpacking.left -= chunk.length;
      if (unpacking.left < 0) unpacking.bomb = true;
      else parts.push(chunk);
    };
    file.start();
  };
  try {
    unzip.push(new Uint8Array(data.buffer, data.byteOffset, data.length), true);
  } catch {
    unpacking.broken = true;
  }
  const { bomb, broken } = unpacking;
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
