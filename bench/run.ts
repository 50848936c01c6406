// `pnpm bench`: measurements, not tests. Prints the figures and writes them to bench/results/latest.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { benchOrdersStatusLatency } from './api-latency';
import { hostFirstPageBytes, widgetBytes } from './bundles';
import { benchEstimateLatency } from './estimate-latency';
import { benchMonitoringRender } from './monitoring-render';
import { benchWizardPaste } from './wizard-paste';

const repo = fileURLToPath(new URL('..', import.meta.url));
const only = process.argv.slice(2);
const wants = (name: string) => only.length === 0 || only.includes(name);

const TARGETS = {
  hostFirstPageGzipBytes: 150 * 1024,
  monitoringLibraryGzipBytes: 30 * 1024,
  searchKeystrokeMs: 16,
  ordersStatusP99MsPostgres: 50,
  wizardPaste500Ms: 2000,
  estimateP99Ms: 100,
};

async function main() {
  const figures: Record<string, unknown> = { at: new Date().toISOString(), targets: TARGETS };
  if (wants('bundles')) {
    figures.hostFirstPage = hostFirstPageBytes(repo);
    figures.widgets = widgetBytes(repo);
    console.log(
      'bundles',
      JSON.stringify({ hostFirstPage: figures.hostFirstPage, widgets: figures.widgets }, null, 2),
    );
  }
  if (wants('render')) {
    figures.monitoringRender = await benchMonitoringRender(repo);
    console.log('monitoring render', JSON.stringify(figures.monitoringRender));
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
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  const file = new URL('./results/latest.json', import.meta.url);
  writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);
  console.log(`written to ${fileURLToPath(file)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
