// `pnpm budgets` (run by `pnpm test` after the build): every element's bytes against bench/budgets.json; fails
// when one passes its budget, or when an element or a library has no budget. Measured by bench/bundles.ts, the
// same code `pnpm bench` reports with.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { budgetRows } from '../bench/budgets';
import { loaderBudgetRows } from './loader-budgets';

const repo = fileURLToPath(new URL('..', import.meta.url));
const { loader } = JSON.parse(readFileSync(`${repo}bench/budgets.json`, 'utf8'));
// The loader (packages/elements, issue 17): its own first load, and pages of several elements against one alone.
const rows = [...budgetRows(), ...loaderBudgetRows(repo, loader)];
const width = Math.max(...rows.map((r) => r.what.length));
for (const row of rows) {
  const figure = row.bytes === null ? 'not built' : `${row.bytes} B`;
  const budget = row.budget === null ? 'no budget' : `${row.budget} B`;
  console.log(
    `${row.ok ? 'ok  ' : 'FAIL'} ${row.what.padEnd(width)}  ${figure.padStart(10)} / ${budget} ${row.unit}`,
  );
}
const failures = rows.filter((r) => !r.ok);
console.log(
  failures.length
    ? `\n${failures.length} over budget or unbudgeted (bench/budgets.json)`
    : `\nall ${rows.length} within budget`,
);
process.exit(failures.length ? 1 : 0);
