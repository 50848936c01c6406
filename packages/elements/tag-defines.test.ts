import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { manifestElements } from '../../scripts/elements/packages';
import { closure, integrityOf } from './sri-manifest';
import { tagDefines, tagLoadersSource } from './tag-defines';

// (Not `new URL('.', import.meta.url)`: under happy-dom the global URL is the DOM's.)
const root = dirname(fileURLToPath(import.meta.url));

describe('the tags the loader registers', () => {
  it('are every tag of every element package, each with a define module its package exports', () => {
    const defines = tagDefines();
    expect(defines.map((d) => d.tag).sort()).toEqual(
      manifestElements()
        .map((e) => e.tag)
        .sort(),
    );
    const order = defines.find((d) => d.tag === 'box-order-tracking');
    expect(order?.specifier).toBe('@box/tracking/order/define');
    expect(order?.source).toMatch(/packages\/tracking\/src\/order\/define\.ts$/);
    // Two tags of one define module (the account package's) load the same chunk.
    const account = defines.filter((d) => d.folder === 'account').map((d) => d.specifier);
    expect(account).toEqual(['@box/account/define', '@box/account/define']);
  });

  it('are written in the committed src/tag-loaders.ts (the build rewrites it: commit it)', () => {
    expect(readFileSync(join(root, 'src/tag-loaders.ts'), 'utf8')).toBe(tagLoadersSource());
  });
});

describe('the build manifest', () => {
  it('hashes as SRI does: sha384, base64', () => {
    const bytes = new TextEncoder().encode('export {}');
    expect(integrityOf(bytes)).toBe(`sha384-${createHash('sha384').update(bytes).digest('base64')}`);
    expect(integrityOf(bytes)).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
  });

  it("follows static imports, and import() only for a tag's lazy files, never through the loader", () => {
    const chunk = (fileName: string, imports: string[], dynamicImports: string[] = []) =>
      [
        fileName,
        { fileName, imports, dynamicImports, moduleIds: [], isEntry: fileName === 'entry.js' },
      ] as const;
    const chunks = new Map([
      chunk('entry.js', [], ['a.js', 'b.js']),
      chunk('a.js', ['entry.js', 'react.js'], ['map.js']),
      chunk('b.js', ['entry.js', 'react.js']),
      chunk('react.js', []),
      chunk('map.js', ['maplibre.js']),
      chunk('maplibre.js', []),
    ]);
    expect(closure(chunks, ['a.js'], false, ['entry.js']).sort()).toEqual(['a.js', 'react.js']);
    expect(closure(chunks, ['a.js'], true, ['entry.js']).sort()).toEqual([
      'a.js',
      'map.js',
      'maplibre.js',
      'react.js',
    ]);
  });
});
