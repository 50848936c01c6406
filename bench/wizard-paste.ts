// The wizard's paste of 500 simple rows (code, real CEP of the embedded gazetteer, number) in Chromium against
// the started product, signed in as ana: from the paste event to the list showing every row resolved (the
// rows looked up in chunks at POST /spots/batch/shipments/fill-missing-data over loopback). Target: 2 s.

import { GAZETTEER_ROWS } from '@box/server';
import { launchChromium } from '../e2e/support/chromium';
import { signIn } from '../e2e/support/login';
import { startProduct } from '../e2e/support/product';

const round = (n: number) => Math.round(n * 10) / 10;

/** `count` rows 'BENCH-n<TAB>CEP<TAB>number' over the gazetteer's street CEPs. */
export function pasteRows(count: number): string {
  const ceps = GAZETTEER_ROWS.filter((row) => row[1] !== null).map((row) => row[0]);
  return Array.from(
    { length: count },
    (_, i) => `BENCH-${i + 1}\t${ceps[i % ceps.length]}\t${(i % 900) + 1}`,
  ).join('\n');
}

// Page scripts are strings: tsx would wrap functions with helpers the page does not have.
const DEEP_QUERY = `(selector) => {
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
}`;

/**
 * Pastes `text` into the code field and resolves with the ms until the list's summary reads the final count
 * with nothing loading or in error (or, after 30 s, with what it reads then).
 */
function pasteAndWait(text: string, count: number) {
  return `new Promise((resolve) => {
    const deep = ${DEEP_QUERY};
    const field = deep('.box-step1__code input');
    const data = new DataTransfer();
    data.setData('text/plain', ${JSON.stringify(text)});
    const expected = '${count} mercadorias';
    const t0 = performance.now();
    field.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true, composed: true }));
    // Found once it exists; re-found only if React replaced it.
    let summaryEl = null;
    const poll = () => {
      if (!summaryEl?.isConnected) summaryEl = deep('.box-merch__summary');
      const summary = summaryEl?.textContent ?? '';
      const ms = performance.now() - t0;
      if (summary === expected || ms > 30000) return resolve({ ms, summary });
      requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
  })`;
}

export async function benchWizardPaste(count = 500) {
  const product = await startProduct();
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 800 } });
    await signIn(page, product.url, 'ana@mercado.example', 'mercado-2026', '/spots/solicitar');
    await page.locator('.box-step1__code input').waitFor();
    // The warehouses are in: the step is settled before the clock starts.
    await page.locator('.box-step1__warehouse select:not([disabled])').waitFor();
    const result = (await page.evaluate(pasteAndWait(pasteRows(count), count))) as {
      ms: number;
      summary: string;
    };
    return {
      rows: count,
      readyMs: round(result.ms),
      summary: result.summary,
      ok: result.summary === `${count} mercadorias`,
    };
  } finally {
    await browser.close();
    await product.stop();
  }
}
