import { crc32, deflateRawSync } from 'node:zlib';
import { type AsyncFlateStreamHandler, unzipSync, Zip, type ZipInputFile } from 'fflate';

/**
 * SheetJS zips with the pure-JavaScript deflate of its bundled JSZip, which was most of the time spent on a
 * 10,000-order sheet. So the sheet is written STORED (uncompressed) and this module re-packs that zip with
 * every part deflated: fflate reads and writes the zip, Node's native zlib deflates (fflate's own deflate, in
 * JavaScript too, took three times as long on that sheet). It only ever reads the zip our own export just
 * wrote, never a file from outside.
 */

const DEFLATED = 8;

/** A zip part deflated by Node's zlib; fflate's Zip writes the headers around the bytes it is handed. */
class NativelyDeflated implements ZipInputFile {
  readonly compression = DEFLATED;
  readonly size: number;
  readonly crc: number;
  /** Set by Zip.add: where the part's bytes go. */
  ondata?: AsyncFlateStreamHandler;

  constructor(
    readonly filename: string,
    private readonly content: Uint8Array,
  ) {
    this.size = content.length;
    this.crc = crc32(content);
  }

  /** Hands the deflated bytes to the zip this part was added to. */
  write() {
    this.ondata?.(null, deflateRawSync(this.content), true);
  }
}

/** The same zip (same parts, names and order) with every part deflated. */
export function deflateStoredZip(zip: Uint8Array): Buffer {
  const chunks: Uint8Array[] = [];
  const out = new Zip((error, chunk) => {
    if (error) throw error;
    chunks.push(chunk);
  });
  for (const [name, content] of Object.entries(unzipSync(zip))) {
    const part = new NativelyDeflated(name, content);
    out.add(part);
    part.write();
  }
  out.end();
  return Buffer.concat(chunks);
}
