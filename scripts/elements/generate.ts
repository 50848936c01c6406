// `tsx scripts/elements/generate.ts [folder…] [--check]` (no folder: every package with a `customElements` field);
// each element package's build runs it for its own folder (packages/ui/build/build-widget.ts). Writes, from the
// docs in src/**/element.ts and the elements' definitions: custom-elements.json and REFERENCE.md beside
// package.json, the typings in src/elements.generated.ts, and dist/styles.css (the package's CSS as one file).
// `--check` writes nothing and fails when a committed file is out of date.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadElementModules } from '../../packages/ui/build/element-modules.ts';
import { type DescribedElement, describeElements, docsProblems, generatedFiles } from './model';
import { type ElementPackage, elementPackages, elementTokens, formatted, REPO } from './packages';
import { typeSources } from './type-sources';

/** The styles.css of a package: its elements' sheets in their order, then those its lazy parts bring. */
function stylesCss(described: DescribedElement[], lazy: { file: string; css: string }[]): string {
  const sheets = new Set<string>();
  for (const { definition } of described) for (const css of definition.styles ?? []) if (css) sheets.add(css);
  // The map adopts its own sheets where it renders (the page too, for the React export): never needed from here.
  for (const { file, css } of lazy) if (!/\/(map|maplibre-gl)\//.test(file) && css) sheets.add(css);
  return `${[...sheets].join('\n')}\n`;
}

async function generate(pkg: ElementPackage, check: boolean): Promise<string[]> {
  const loaded = await loadElementModules(pkg.dir, pkg.folder, pkg.elementModules, REPO);
  const described = describeElements(loaded.modules, loaded.definitionOf);
  if (described.length === 0) throw new Error(`${pkg.name}: no ElementDocs exported by src/**/element.ts`);
  const problems = described.flatMap(docsProblems);
  if (problems.length)
    throw new Error(`${pkg.name}: the element docs disagree with the elements:\n${problems.join('\n')}`);

  const files = generatedFiles(
    { name: pkg.name, folder: pkg.folder },
    described,
    elementTokens(),
    typeSources(),
  );
  const stale: string[] = [];
  for (const [name, text] of Object.entries(files)) {
    const file = join(pkg.dir, name);
    const current = existsSync(file) ? readFileSync(file, 'utf8') : null;
    const wanted = formatted(text, file);
    if (current === wanted) continue;
    if (check) stale.push(relative(REPO, file));
    else writeFileSync(file, wanted);
  }
  if (!check) {
    mkdirSync(join(pkg.dir, 'dist'), { recursive: true });
    writeFileSync(join(pkg.dir, 'dist/styles.css'), stylesCss(described, loaded.stylesheets));
  }
  return stale;
}

/**
 * Writes the generated files of the element packages in `folders` (none: every one), or with `check` lists those
 * out of date instead. Called by packages/ui/build/build-widget.ts, in the widget build's own process.
 */
export async function generateElementFiles(folders: string[], check = false): Promise<string[]> {
  const packages = elementPackages().filter((p) => folders.length === 0 || folders.includes(p.folder));
  if (folders.length > 0 && packages.length !== folders.length)
    throw new Error(`not an element package (no customElements in package.json): ${folders.join(', ')}`);
  const stale: string[] = [];
  for (const pkg of packages) stale.push(...(await generate(pkg, check)));
  if (!check || stale.length === 0)
    console.log(`elements: ${packages.map((p) => p.folder).join(', ')} ${check ? 'up to date' : 'written'}`);
  return stale;
}

async function main() {
  const args = process.argv.slice(2);
  const stale = await generateElementFiles(
    args.filter((a) => !a.startsWith('--')),
    args.includes('--check'),
  );
  if (stale.length) {
    console.error(`out of date (run pnpm build, or tsx scripts/elements/generate.ts): ${stale.join(', ')}`);
    process.exit(1);
  }
}

// Run as a script, not when imported.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
