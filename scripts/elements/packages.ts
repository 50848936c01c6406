// Which packages ship custom elements: every packages/*/package.json with a `customElements` field (the
// manifest it points to). A new widget package joins the manifest generation, the element pages, the budgets
// and the end-to-end page list by adding that field (and documenting its elements in their element.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseTokens, type Token } from './model';

// (Not `new URL('../..', import.meta.url)`: under happy-dom the global URL is the DOM's.)
export const REPO = join(dirname(fileURLToPath(import.meta.url)), '../..');

export interface ElementPackage {
  /** '@box/tracking' */
  name: string;
  /** 'tracking' */
  folder: string;
  /** Absolute path of the package. */
  dir: string;
  /** Its element modules, absolute: every src/**\/element.ts. */
  elementModules: string[];
}

/** Every file called `name` under `dir`, in a stable order. */
export function filesNamed(dir: string, name: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir).sort()) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) found.push(...filesNamed(path, name));
    else if (entry === name) found.push(path);
  }
  return found;
}

export function elementPackages(repo = REPO): ElementPackage[] {
  const root = join(repo, 'packages');
  return readdirSync(root)
    .sort()
    .flatMap((folder) => {
      const file = join(root, folder, 'package.json');
      if (!existsSync(file)) return [];
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name: string; customElements?: string };
      if (!pkg.customElements) return [];
      const dir = join(root, folder);
      return [{ name: pkg.name, folder, dir, elementModules: filesNamed(join(dir, 'src'), 'element.ts') }];
    });
}

/** One element as the generated manifest tells it: what pages, budgets and tests need to know. */
export interface ManifestElement {
  tag: string;
  folder: string;
  /** The standalone bundle in the package's dist/ that registers the tag (e.g. 'shipment-tracking-element.js'). */
  standalone: string;
  attributes: { name: string; type: string; default?: string }[];
  events: string[];
}

interface Manifest {
  modules: {
    path: string;
    declarations: {
      tagName?: string;
      name: string;
      attributes?: { name: string; type: { text: string }; default?: string }[];
      events?: { name: string }[];
    }[];
    exports?: { kind: string; name: string; declaration: { name: string } }[];
  }[];
}

/** Every element of every element package, read from the committed custom-elements.json files. */
export function manifestElements(repo = REPO): ManifestElement[] {
  return elementPackages(repo).flatMap((pkg) => {
    const manifest = JSON.parse(readFileSync(join(pkg.dir, 'custom-elements.json'), 'utf8')) as Manifest;
    const classes = manifest.modules.flatMap((m) => m.declarations);
    const standaloneOf = (tag: string) =>
      manifest.modules.find(
        (m) =>
          /element\.js$/.test(m.path) &&
          m.exports?.some((e) => e.kind === 'custom-element-definition' && e.name === tag),
      )?.path;
    return classes
      .filter((c) => c.tagName)
      .map((c) => ({
        tag: c.tagName as string,
        folder: pkg.folder,
        standalone: (standaloneOf(c.tagName as string) ?? 'dist/element.js').replace(/^dist\//, ''),
        attributes: (c.attributes ?? []).map((a) => ({
          name: a.name,
          type: a.type.text,
          ...(a.default === undefined ? {} : { default: a.default }),
        })),
        events: (c.events ?? []).map((e) => e.name),
      }));
  });
}

/** The tokens as an element sees them: tokens.css, then the element's pixel text sizes. */
export function elementTokens(repo = REPO): Token[] {
  const ui = join(repo, 'packages/ui/src');
  return parseTokens(
    readFileSync(join(ui, 'styles/tokens.css'), 'utf8'),
    readFileSync(join(ui, 'widget/element-tokens.css'), 'utf8'),
  );
}

/**
 * A generated file as the repository's formatter writes it (Biome formats Markdown tables and code blocks, and
 * JSON), so `pnpm lint` accepts the committed files as they are. `file` is where it goes: Biome's settings for it.
 */
export function formatted(text: string, file: string, repo = REPO): string {
  const biome = join(repo, 'node_modules/.bin/biome');
  const result = spawnSync(biome, ['format', `--stdin-file-path=${file}`], { input: text, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`biome format ${file}: ${result.stderr || result.stdout}`);
  return result.stdout;
}
