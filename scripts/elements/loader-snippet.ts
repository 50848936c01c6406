// The loader's part of every REFERENCE.md (issue 17): the one script tag that registers every Box tag, pinned to
// a release with its SRI hash. The hash changes with every build, and REFERENCE.md is committed and checked for
// freshness without a build, so it is not taken from dist/: it comes from packages/elements/release.json, the
// released build's name and hash, committed and refreshed by `pnpm --filter @box/elements release` (build, write
// release.json, regenerate the REFERENCE.md files). The check stays exact: same release.json, same text.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface LoaderRelease {
  version: string;
  /** The versioned folder under /elements/: '<version>+<hash of the build's files>'. */
  build: string;
  /** sha384 of box-elements.js of that build. */
  integrity: string;
}

const RELEASE_FILE = join(dirname(fileURLToPath(import.meta.url)), '../../packages/elements/release.json');

export function readLoaderRelease(file = RELEASE_FILE): LoaderRelease | null {
  if (!existsSync(file)) return null;
  const { version, build, integrity } = JSON.parse(readFileSync(file, 'utf8')) as LoaderRelease;
  return { version, build, integrity };
}

/** The REFERENCE.md paragraphs on the loader, for the portal at `origin`. */
export function loaderUsage(release: LoaderRelease | null, origin: string, tag: string): string[] {
  if (!release) return [];
  return [
    `**Several elements, one script** (the loader): \`box-elements.js\` registers every Box tag when it first appears in the page (also tags added later); React and the code the elements share load once for all of them, and each tag's own code only when the tag is there. The release ${release.version}, pinned with its [SRI](https://developer.mozilla.org/docs/Web/Security/Subresource_Integrity) hash:`,
    '',
    '```html',
    `<script type="module" src="${origin}/elements/${release.build}/box-elements.js" integrity="${release.integrity}" crossorigin="anonymous"></script>`,
    '',
    `<${tag}></${tag}>`,
    '```',
    '',
    `Files under \`/elements/<version>+<build>/\` never change: they are cached for a year (\`immutable\`), so a reload asks nothing. \`${origin}/elements/latest/box-elements.js\` follows the portal's current build (a redirect, cached 5 minutes), without an \`integrity\`; \`/elements/<build>/manifest.json\` lists the sha384 of every file of a build. A tag another script already registered is left alone; tags inside your own shadow roots: \`import { discover } from '…/box-elements.js'; discover(shadowRoot)\`. See packages/elements/README.md.`,
    '',
  ];
}
