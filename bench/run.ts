// `pnpm bench`: measurements, not tests. Prints the figures and writes them to bench/results/latest.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { benchOrdersStatusLatency } from './api-latency';
import { benchBillingLatency } from './billing-latency';
import { benchBillingRender } from './billing-render';
import { budgetRows } from './budgets';
import { hostFirstPageBytes, widgetBytes } from './bundles';
import { benchEstimateLatency } from './estimate-latency';
import { benchLiveFanout } from './live-fanout';
import { describeMachine, machineLine, readMachine } from './machine';
import {
  benchMonitoringKeystroke,
  KEYSTROKE_TARGETS,
  keystrokeLines,
  ROWS_IN_DOM_TARGET,
} from './monitoring-keystroke';
import { benchMonitoringRender } from './monitoring-render';
import { benchStart, START_TARGETS, startLines } from './start';
import { benchSuperBatch } from './super-batch';
import { benchPublicTrackingLatency } from './tracking-latency';
import { benchPublicTrackingLcp } from './tracking-lcp';
import { verdictLines } from './verdicts';
import { benchWizardPaste } from './wizard-paste';

const repo = fileURLToPath(new URL('..', import.meta.url));
const only = process.argv.slice(2);
const wants = (name: string) => only.length === 0 || only.includes(name);

const TARGETS = {
  hostFirstPageGzipBytes: 150 * 1024,
  monitoringLibraryGzipBytes: 30 * 1024,
  searchKeystrokeMs: 16,
  /** Issue 19: median main-thread work of one search keystroke by list size, and the rows in the DOM. */
  searchKeystrokeMedianMs: KEYSTROKE_TARGETS,
  searchRowsInDom: ROWS_IN_DOM_TARGET,
  ordersStatusP99MsPostgres: 50,
  wizardPaste500Ms: 2000,
  superBatch1000RowsMs: 20_000,
  estimateP99Ms: 100,
  trackingElementFirstLoadBrotliBytes: 75 * 1024,
  publicTrackingP99MsPostgres: 100,
  /** Issue 18: /r/{token} at 360 px on Slow 4G (bench/tracking-lcp.ts), server-rendered. */
  publicTrackingLcpMs: 800,
  /** Issue 5, a month of 10,000 orders of one customer: summary and details p99 alone, on each database. */
  billingSummaryP99Ms: 100,
  billingDetailsP99Ms: 100,
  /** The month's XLSX, to its last byte (p50). */
  billingDownloadMs: 500,
  /** One 'Buscar por OS' keystroke over the 10,000 orders: main-thread work, and Detalhamento rows in the DOM. */
  billingKeystrokeMs: 16,
  billingRowsInDom: 100,
  /** Issue 18: a change reaches each of 5,000 SSE subscribers of one server process on PostgreSQL. */
  liveFanoutP99Ms: 1000,
  /** Issue 19: `pnpm start` on a fresh clone, then again with nothing changed (bench/start.ts). */
  start: START_TARGETS,
};

async function main() {
  const machine = describeMachine(readMachine());
  console.log(machineLine(machine));
  const figures: Record<string, unknown> = { at: new Date().toISOString(), machine, targets: TARGETS };
  /** Lines the parts print with their verdicts, repeated in the closing summary. */
  const judged: string[] = [];
  if (wants('bundles')) {
    figures.hostFirstPage = hostFirstPageBytes(repo);
    figures.widgets = widgetBytes(repo);
    // The same figures against bench/budgets.json (what `pnpm budgets` checks in CI).
    figures.budgets = budgetRows(repo);
    console.log(
      'bundles',
      JSON.stringify({ hostFirstPage: figures.hostFirstPage, widgets: figures.widgets }, null, 2),
    );
  }
  if (wants('render')) {
    figures.monitoringRender = await benchMonitoringRender(repo);
    console.log('monitoring render', JSON.stringify(figures.monitoringRender));
  }
  if (wants('keystroke')) {
    const keystroke = await benchMonitoringKeystroke(repo);
    figures.monitoringKeystroke = keystroke;
    const lines = keystrokeLines(keystroke);
    judged.push(...lines);
    for (const line of lines) console.log(line);
  }
  if (wants('api')) {
    figures.ordersStatus = await benchOrdersStatusLatency();
    console.log('orders/status', JSON.stringify(figures.ordersStatus, null, 2));
  }
  if (wants('estimate')) {
    figures.estimate = await benchEstimateLatency();
    console.log('spot/estimate', JSON.stringify(figures.estimate, null, 2));
  }
  if (wants('wizard-paste')) {
    figures.wizardPaste = await benchWizardPaste(500);
    console.log('wizard paste', JSON.stringify(figures.wizardPaste));
  }
  if (wants('super-batch')) {
    figures.superBatch = await benchSuperBatch(1000, 200);
    console.log('super batch', JSON.stringify(figures.superBatch));
  }
  if (wants('tracking')) {
    figures.publicTracking = await benchPublicTrackingLatency();
    console.log('orders/public/{token}/tracking', JSON.stringify(figures.publicTracking, null, 2));
  }
  if (wants('tracking-lcp')) {
    figures.publicTrackingLcp = await benchPublicTrackingLcp();
    console.log('/r/{token} LCP', JSON.stringify(figures.publicTrackingLcp));
  }
  if (wants('live')) {
    figures.liveFanout = await benchLiveFanout();
    console.log('live updates, 5,000 SSE subscribers', JSON.stringify(figures.liveFanout, null, 2));
  }
  if (wants('start')) {
    const start = await benchStart(repo);
    figures.start = start;
    const lines = startLines(start);
    judged.push(...lines);
    for (const line of lines) console.log(line);
  }
  if (wants('billing')) {
    figures.billingStatement = await benchBillingLatency();
    console.log(
      'billing-statement summary/details/download',
      JSON.stringify(figures.billingStatement, null, 2),
    );
    figures.billingRender = await benchBillingRender(repo);
    console.log('billing statement render', JSON.stringify(figures.billingRender));
  }
  machine.atEnd = readMachine();
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  const file = new URL('./results/latest.json', import.meta.url);
  writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);
  console.log(`written to ${fileURLToPath(file)}`);
  console.log(`\n${machineLine(machine)}`);
  console.log('targets of this run, each figure beside its target:');
  for (const line of verdictLines(figures, judged)) console.log(`- ${line}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
