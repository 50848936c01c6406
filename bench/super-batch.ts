// The super batch in Chromium against the started product, signed in as the super admin: a 1,000-row sheet in
// 200 routes pasted into the wizard, looked up, confirmed and sent group by group until the result shows. It
// reports the whole time, the part spent waiting for the server (resource timing of the batch calls over
// loopback) and the rest (the browser's own work and its pauses between calls), and the long tasks on the
// main thread (whether the page stayed responsive). Target: 20 s in all.

import { batchSheet } from '../e2e/support/batch-sheet';
import { launchChromium } from '../e2e/support/chromium';
import { signIn } from '../e2e/support/login';
import { startProduct } from '../e2e/support/product';
import { serverCpuMs } from './server-cpu';

const round = (n: number) => Math.round(n);

export interface SuperBatchBench {
  rows: number;
  groups: number;
  /** Paste to the result on screen. */
  totalMs: number;
  /** Paste to the grouped list (the rows read and looked up). */
  reviewMs: number;
  /** 'Solicitar' in the confirmation to the result. */
  sendMs: number;
  /** Time the server took to start answering the batch calls (request sent → first byte), summed. */
  serverMs: number;
  /** Time the browser waited on those calls, from sending to the last byte, summed. */
  waitMs: number;
  /**
   * The server process's CPU time per batch call over the whole run (look-ups included; Linux only, else null):
   * it moves less with the machine's load than the times above, but still moves (2c10037 gave 23–33 ms in four runs on
   * 2026-11-29), so compare two versions only in runs interleaved in one sitting.
   */
  serverCpuMsPerBatchCall: number | null;
  /** total − wait: the browser's own work (reading, rendering, building bodies) and its gaps between calls. */
  browserMs: number;
  batchCalls: number;
  longTasks: { count: number; maxMs: number; blockingMs: number };
  result: string;
  ok: boolean;
}

// Page scripts are strings: tsx would wrap functions with helpers the page does not have.
function runInPage(text: string, groups: number) {
  return `new Promise((resolve) => {
    const deep = (selector) => {
      const search = (root) => {
        const found = root.querySelector(selector);
        if (found) return found;
        for (const el of root.querySelectorAll('*')) {
          if (el.shadowRoot) {
            const inner = search(el.shadowRoot);
            if (inner) return inner;
          }
        }
        return null;
      };
      return search(document);
    };
    const button = (label) =>
      [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === label) ?? null;
    const until = (check) => new Promise((done) => {
      const poll = () => (check() ? done(performance.now()) : setTimeout(poll, 20));
      poll();
    });
    performance.setResourceTimingBufferSize(10000);
    performance.clearResourceTimings();
    const longTasks = [];
    new PerformanceObserver((list) => longTasks.push(...list.getEntries().map((e) => e.duration)))
      .observe({ type: 'longtask' });

    const field = deep('.box-step1__code input');
    const data = new DataTransfer();
    data.setData('text/plain', ${JSON.stringify(text)});
    const t0 = performance.now();
    field.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true, composed: true }));
    (async () => {
      const reviewed = await until(() => button('Solicitar ${groups} rotas'));
      button('Solicitar ${groups} rotas').click();
      await until(() => button('Solicitar'));
      const confirmed = performance.now();
      button('Solicitar').click();
      const done = await until(() => deep('.box-batch-result .box-alert__title'));
      const calls = performance.getEntriesByType('resource').filter((e) => /\\/jade\\/api\\/spots\\/batch/.test(e.name));
      const sum = (f) => calls.reduce((n, e) => n + f(e), 0);
      resolve({
        totalMs: done - t0,
        reviewMs: reviewed - t0,
        sendMs: done - confirmed,
        serverMs: sum((e) => e.responseStart - e.requestStart),
        waitMs: sum((e) => e.responseEnd - e.startTime),
        batchCalls: calls.length,
        longTasks,
        result: deep('.box-batch-result .box-alert__title').textContent,
      });
    })();
  })`;
}

export async function benchSuperBatch(rows = 1000, groups = 200): Promise<SuperBatchBench> {
  const product = await startProduct({ BOX_SIMULATOR: 'off' });
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 800 } });
    await signIn(page, product.url, 'admin@box.example', 'box-admin-2026', '/spots/solicitar');
    await page.locator('.box-step1__code input').waitFor();
    // The warehouses are in and the batch's code preloaded: the step is settled before the clock starts.
    await page.locator('.box-step1__warehouse select:not([disabled])').waitFor();
    await page.waitForTimeout(500);
    const text = batchSheet({ groups, perGroup: rows / groups, prefix: `BENCH${Date.now().toString(36)}` });
    const port = new URL(product.url).port;
    const cpuBefore = serverCpuMs(port);
    const m = (await page.evaluate(runInPage(text, groups))) as Omit<
      SuperBatchBench,
      'rows' | 'groups' | 'browserMs' | 'longTasks' | 'ok' | 'serverCpuMsPerBatchCall'
    > & { longTasks: number[] };
    const cpuAfter = serverCpuMs(port);
    return {
      rows,
      groups,
      totalMs: round(m.totalMs),
      reviewMs: round(m.reviewMs),
      sendMs: round(m.sendMs),
      serverMs: round(m.serverMs),
      waitMs: round(m.waitMs),
      serverCpuMsPerBatchCall:
        cpuBefore === null || cpuAfter === null || m.batchCalls === 0
          ? null
          : Math.round(((cpuAfter - cpuBefore) / m.batchCalls) * 10) / 10,
      browserMs: round(m.totalMs - m.waitMs),
      batchCalls: m.batchCalls,
      longTasks: {
        count: m.longTasks.length,
        maxMs: round(Math.max(0, ...m.longTasks)),
        blockingMs: round(m.longTasks.reduce((n, d) => n + Math.max(0, d - 50), 0)),
      },
      result: m.result,
      ok: m.result === `${groups} de ${groups} rotas solicitadas com sucesso!`,
    };
  } finally {
    await browser.close();
    await product.stop();
  }
}
