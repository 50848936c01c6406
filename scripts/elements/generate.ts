// `tsx scripts/elements/generate.ts [folder…] [--check]`, run by each element package's build (its folder as the
// argument; no folder: every package with a `customElements` field). Writes, from the docs in src/**/element.ts
// and the elements' definitions: custom-elements.json and REFERENCE.md beside package.json, the typings in
// src/elements.generated.ts, and dist/styles.css
// (the package's CSS as one file). `--check` writes nothing and fails when a committed file is out of date.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
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

async function main() {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const wanted = args.filter((a) => !a.startsWith('--'));
  const packages = elementPackages().filter((p) => wanted.length === 0 || wanted.includes(p.folder));
  if (wanted.length > 0 && packages.length !== wanted.length)
    throw new Error(`not an element package (no customElements in package.json): ${wanted.join(', ')}`);
  const stale: string[] = [];
  for (const pkg of packages) stale.push(...(await generate(pkg, check)));
  if (stale.length) {
    console.error(`out of date (run pnpm build, or tsx scripts/elements/generate.ts): ${stale.join(', ')}`);
    process.exit(1);
  }
  console.log(`elements: ${packages.map((p) => p.folder).join(', ')} ${check ? 'up to date' : 'written'}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
