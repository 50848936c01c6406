// The closing lines of `pnpm bench`: each figure of the run that is judged against a target, one line each with
// its verdict, so that a run's outcome reads at a glance rather than from the JSON above it. Figures that carry no
// verdict of their own (the billing statement's, for one) stay in that JSON only.
import type { BudgetRow } from './budgets';

type Figures = Record<string, unknown>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What a judged figure measured, from the fields the parts use: a p99, or a memory reading after idle. */
function figureOf(node: Record<string, unknown>): string {
  if (typeof node.p99Ms === 'number') return `p99 ${node.p99Ms} ms`;
  if (typeof node.afterIdleMiB === 'number') return `${node.afterIdleMiB} MiB after idle`;
  return '';
}

/**
 * Every object under `figures` with a `target` text that ends in its verdict ('… : met', '… : NOT met', as the
 * API, tracking and memory parts write them), named by its path.
 */
function judgedFigures(node: unknown, path: string[], lines: string[]): void {
  if (!isRecord(node)) return;
  const target = node.target;
  if (typeof target === 'string' && /: (NOT )?met$/.test(target)) {
    const figure = figureOf(node);
    lines.push(`${path.join(' › ')}: ${figure ? `${figure}, ` : ''}target ${target}`);
  }
  for (const [key, value] of Object.entries(node))
    if (key !== 'targets') judgedFigures(value, [...path, key], lines);
}

/** A figure's verdict as every part writes it: the summary below finds judged figures by these words. */
export const verdict = (met: boolean) => (met ? 'met' : 'NOT met');

/** The LCP and live-updates parts, which give their targets as numbers beside the figure. */
function numericTargets(figures: Figures, lines: string[]): void {
  const lcp = figures.publicTrackingLcp;
  if (isRecord(lcp) && typeof lcp.medianMs === 'number' && typeof lcp.targetMs === 'number')
    lines.push(
      `/r/{token} LCP median ${lcp.medianMs} ms: target ≤ ${lcp.targetMs} ms: ${verdict(lcp.medianMs <= lcp.targetMs)}`,
    );
  const live = figures.liveFanout;
  if (isRecord(live) && typeof live.p99Ms === 'number' && typeof live.targetP99Ms === 'number')
    lines.push(
      `live updates p99 ${live.p99Ms} ms: target ≤ ${live.targetP99Ms} ms: ${verdict(live.p99Ms <= live.targetP99Ms)}`,
    );
}

function budgetLine(rows: readonly BudgetRow[]): string {
  const over = rows.filter((row) => !row.ok).map((row) => row.what);
  const which = over.length > 0 ? ` (${over.join(', ')})` : '';
  return `the widgets' bundle budgets (bench/budgets.json, 'pnpm budgets' also checks the loader's): ${rows.length - over.length} of ${rows.length} within: ${verdict(over.length === 0)}${which}`;
}

/**
 * The summary: `printed` (lines the parts already wrote with their verdicts, such as the keystroke's and the
 * start's) first, then the judged figures found in `figures`.
 */
export function verdictLines(figures: Figures, printed: readonly string[]): string[] {
  const lines = [...printed];
  if (Array.isArray(figures.budgets)) lines.push(budgetLine(figures.budgets as BudgetRow[]));
  judgedFigures(figures, [], lines);
  numericTargets(figures, lines);
  return lines;
}
