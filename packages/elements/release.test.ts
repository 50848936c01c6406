import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readLoaderRelease } from '../../scripts/elements/loader-snippet';

// (Not `new URL('.', import.meta.url)`: under happy-dom the global URL is the DOM's.)
const root = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };

describe('release.json, what the REFERENCE.md snippets pin', () => {
  it('names a build of the package version with a sha384 hash (bump the version, then run the release script)', () => {
    const release = readLoaderRelease();
    expect(release?.version).toBe(pkg.version);
    expect(release?.build).toMatch(new RegExp(`^${pkg.version.replaceAll('.', '\\.')}\\+[0-9a-f]{12}$`));
    expect(release?.integrity).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
  });

  it('agrees with the built manifest when dist/ holds that very build', () => {
    const file = join(root, 'dist/manifest.json');
    if (!existsSync(file)) return;
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
      build: string;
      files: Record<string, { integrity: string }>;
    };
    const release = readLoaderRelease();
    if (manifest.build !== release?.build) return;
    expect(manifest.files['box-elements.js']?.integrity).toBe(release.integrity);
  });
});
