// `pnpm --filter @box/elements release` (after its build): records the build being released in release.json,
// which every REFERENCE.md's loader snippet is written from (scripts/elements/loader-snippet.ts). Committed with
// the version bump, so the snippets name a build whose hash is known, and their freshness check needs no build.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoaderManifest } from './sri-manifest.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
// The build's folder: dist/ unless given (a build made elsewhere with BOX_OUT_DIR).
const dist = resolve(root, process.argv[2] ?? 'dist');
const manifest = JSON.parse(readFileSync(join(dist, 'manifest.json'), 'utf8')) as LoaderManifest;
const entry = manifest.files[manifest.entry];
if (!entry) throw new Error(`dist/manifest.json lists no ${manifest.entry}: build again`);
const release = { version: manifest.version, build: manifest.build, integrity: entry.integrity };
writeFileSync(join(root, 'release.json'), `${JSON.stringify(release, null, 2)}\n`);
console.log(`release.json: ${release.build} ${release.integrity}`);
