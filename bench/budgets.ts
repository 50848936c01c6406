// Bundle budgets (bench/budgets.json) against the figures of ./bundles.ts: each element package's library
// (index.js and what it imports statically, gzip) and each element's standalone first load (its bundle and the
// chunks it imports statically, gzip or brotli as the budget says). The elements come from the packages'
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

/** One row per budget (and one failing row per library or element without one). */
export function budgetRows(repo = REPO): BudgetRow[] {
  const budgets = readBudgets(repo);
  const figures = widgetBytes(repo);
  const rows: BudgetRow[] = [];
  for (const pkg of elementPackages(repo)) {
    // Every bundle of a package reports the same library figure.
    const any = Object.entries(figures).find(
      ([key]) => key === pkg.folder || key.startsWith(`${pkg.folder}/`),
    );
    const library = any ? { gzip: any[1].library, brotli: Number.NaN } : null;
    rows.push(...rowsFor(`${pkg.folder} library`, budgets.libraries[pkg.folder], library));
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
