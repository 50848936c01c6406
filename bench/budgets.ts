// Bundle budgets (bench/budgets.json) against the figures of ./bundles.ts: each entry of each element package's
// library (index.js, the sub-path and define entries, each with what it imports statically, gzip) and each
// element's standalone first load (its bundle and the chunks it imports statically, gzip or brotli as the budget
// says). The elements come from the packages'
// custom-elements.json files (scripts/elements/), so a new element package must get budgets to pass.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { elementPackages, manifestElements } from '../scripts/elements/packages';
import { widgetBytes } from './bundles';

type Unit = 'gzip' | 'brotli';
type Budget = Partial<Record<Unit, number>>;
interface Budgets {
  libraries: Record<string, Budget>;
  elements: Record<string, Budget>;
}

export interface BudgetRow {
  what: string;
  unit: Unit;
  bytes: number | null;
  budget: number | null;
  ok: boolean;
}

const REPO = fileURLToPath(new URL('..', import.meta.url));

export function readBudgets(repo = REPO): Budgets {
  return JSON.parse(readFileSync(join(repo, 'bench/budgets.json'), 'utf8')) as Budgets;
}

function rowsFor(what: string, budget: Budget | undefined, figure: { gzip: number; brotli: number } | null) {
  const units = budget ? (Object.keys(budget) as Unit[]) : (['gzip'] as Unit[]);
  return units.map((unit): BudgetRow => {
    const limit = budget?.[unit] ?? null;
    const bytes = figure ? figure[unit] : null;
    return { what, unit, bytes, budget: limit, ok: limit !== null && bytes !== null && bytes <= limit };
  });
}

/** A library entry's name in budgets.json: the package for index.js, else `package/file` without '.js'. */
const libraryName = (folder: string, file: string) => (file === 'index' ? folder : `${folder}/${file}`);

/** One row per budget (and one failing row per library or element without one). */
export function budgetRows(repo = REPO): BudgetRow[] {
  const budgets = readBudgets(repo);
  const figures = widgetBytes(repo);
  const rows: BudgetRow[] = [];
  for (const pkg of elementPackages(repo)) {
    // Every bundle of a package reports the same library entries: index.js as the package's name, each other
    // entry (a sub-path such as './rating', a define entry) as `package/file`, e.g. 'tracking/rating'.
    const any = Object.entries(figures).find(
      ([key]) => key === pkg.folder || key.startsWith(`${pkg.folder}/`),
    );
    const entries = any ? Object.entries(any[1].libraryEntries) : [];
    const names = new Set([pkg.folder, ...entries.map(([file]) => libraryName(pkg.folder, file))]);
    for (const name of Object.keys(budgets.libraries)) {
      if (name === pkg.folder || name.startsWith(`${pkg.folder}/`)) names.add(name);
    }
    for (const name of names) {
      const bytes = entries.find(([file]) => libraryName(pkg.folder, file) === name)?.[1];
      const figure = bytes === undefined ? null : { gzip: bytes, brotli: Number.NaN };
      rows.push(...rowsFor(`${name} library`, budgets.libraries[name], figure));
    }
  }
  const tags = new Set<string>();
  for (const element of manifestElements(repo)) {
    tags.add(element.tag);
    const name = element.standalone.replace(/\.js$/, '');
    const figure = figures[name === 'element' ? element.folder : `${element.folder}/${name}`];
    const firstLoad = figure ? { gzip: figure.standalone, brotli: figure.standaloneBrotli } : null;
    rows.push(...rowsFor(`<${element.tag}> first load`, budgets.elements[element.tag], firstLoad));
  }
  for (const tag of Object.keys(budgets.elements)) {
    if (!tags.has(tag))
      rows.push({ what: `budget for unknown <${tag}>`, unit: 'gzip', bytes: null, budget: null, ok: false });
  }
  return rows;
}
