import { constants, createDeflateRaw } from 'node:zlib';

/** A DEFLATE stream of `megabytes` MB of zeros, made piece by piece (the zeros never all in memory). */
export async function deflatedZeros(megabytes: number): Promise<Buffer> {
  const deflate = createDeflateRaw({ level: constants.Z_BEST_COMPRESSION, memLevel: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  const megabyte = Buffer.alloc(1024 * 1024);
  for (let i = 0; i < megabytes; i += 1) {
    if (!deflate.write(megabyte)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat(out);
}

type LyingEntry = {
  name: string;
  /** The entry's DEFLATE data (method 8). */
  deflated: Buffer;
  /** What both headers claim the entry unpacks to. */
  claimedSize: number;
  /** Sizes left out of the local header (flag bit 3), as streaming zippers write them. */
  dataDescriptor?: boolean;
};

/**
 * A ZIP whose local headers and central directory lie about the unpacked size of each entry;
 * the CRC is left 0 (a reader that checks it only finds out after inflating everything).
 */
export function lyingZip(entries: LyingEntry[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const flags = entry.dataDescriptor ? 0x0008 : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(entry.dataDescriptor ? 0 : entry.deflated.length, 18);
    local.writeUInt32LE(entry.dataDescriptor ? 0 : entry.claimedSize, 22);
    local.writeUInt16LE(name.length, 26);
    const descriptor = Buffer.alloc(entry.dataDescriptor ? 16 : 0);
    if (entry.dataDescriptor) {
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(entry.deflated.length, 8);
      descriptor.writeUInt32LE(entry.claimedSize, 12);
    }
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt16LE(flags, 8);
    record.writeUInt16LE(8, 10);
    record.writeUInt32LE(entry.deflated.length, 20);
    record.writeUInt32LE(entry.claimedSize, 24);
    record.writeUInt16LE(name.length, 28);
    record.writeUInt32LE(offset, 42);
    central.push(record, name);
    parts.push(local, name, entry.deflated, descriptor);
    offset += local.length + name.length + entry.deflated.length + descriptor.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}
