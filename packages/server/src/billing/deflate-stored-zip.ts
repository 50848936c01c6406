import { deflateRawSync } from 'node:zlib';

/**
 * SheetJS zips with the pure-JavaScript deflate of its bundled JSZip, which was most of the time spent on a
 * 10,000-order sheet. So the sheet is written STORED (uncompressed) and this module recompresses that zip
 * with Node's native zlib: same entries, names, dates and CRC-32 (a CRC is of the uncompressed bytes, so it
 * carries over). It only ever reads the zip our own export just wrote, never a file from outside.
 */

const LOCAL = 0x04034b50;
const CENTRAL = 0x02014b50;
const END = 0x06054b50;
const STORED = 0;
const DEFLATED = 8;
/** General-purpose flag bit 3: sizes in a data descriptor after the data (we always write them up front). */
const DATA_DESCRIPTOR = 0x0008;

export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  time: number;
  date: number;
  crc: number;
  size: number;
  externalAttributes: number;
  data: Buffer;
}

function endRecordOffset(zip: Buffer): number {
  // No archive comment is written, but scan the allowed 64 KiB anyway rather than assume it.
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--) {
    if (zip.readUInt32LE(at) === END) return at;
  }
  throw new Error('not a zip: no end of central directory record');
}

/** The entries of a zip, from its central directory. */
export function readZipEntries(zip: Buffer): ZipEntry[] {
  const end = endRecordOffset(zip);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== CENTRAL) throw new Error('not a zip: broken central directory');
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    if (zip.readUInt32LE(local) !== LOCAL) throw new Error('not a zip: broken local header');
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const compressedSize = zip.readUInt32LE(at + 20);
    entries.push({
      flags: zip.readUInt16LE(at + 8),
      method: zip.readUInt16LE(at + 10),
      time: zip.readUInt16LE(at + 12),
      date: zip.readUInt16LE(at + 14),
      crc: zip.readUInt32LE(at + 16),
      size: zip.readUInt32LE(at + 24),
      externalAttributes: zip.readUInt32LE(at + 38),
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
      data: zip.subarray(start, start + compressedSize),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The same zip with every stored entry deflated (entries already deflated are kept as they are). */
export function deflateStoredZip(zip: Buffer): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of readZipEntries(zip)) {
    const data = entry.method === STORED ? deflateRawSync(entry.data) : entry.data;
    const method = entry.method === STORED ? DEFLATED : entry.method;
    const flags = entry.flags & ~DATA_DESCRIPTOR;
    const name = Buffer.from(entry.name, 'utf8');

    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(entry.time, 10);
    local.writeUInt16LE(entry.date, 12);
    local.writeUInt32LE(entry.crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);

    const header = Buffer.alloc(46);
    header.writeUInt32LE(CENTRAL, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(flags, 8);
    header.writeUInt16LE(method, 10);
    header.writeUInt16LE(entry.time, 12);
    header.writeUInt16LE(entry.date, 14);
    header.writeUInt32LE(entry.crc, 16);
    header.writeUInt32LE(data.length, 20);
    header.writeUInt32LE(entry.size, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(entry.externalAttributes, 38);
    header.writeUInt32LE(offset, 42);

    parts.push(local, name, data);
    central.push(header, name);
    offset += local.length + name.length + data.length;
  }
  const centralSize = central.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END, 0);
  end.writeUInt16LE(central.length / 2, 8);
  end.writeUInt16LE(central.length / 2, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, ...central, end]);
}
