import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const shots = fileURLToPath(new URL('./screenshots/', import.meta.url));

/** The two widths every screen is checked at: a cheap phone and a laptop. */
export const WIDTHS = [360, 1366] as const;

/**
 * The page at one of the two widths, screenshot. `scrollTo` brings the part of the screen the shot is about into
 * view; `E2E_FULL_PAGE=1` takes whole pages instead (to look for overflow below the fold).
 */
export async function screenshotAt(
  page: Page,
  name: string,
  width: (typeof WIDTHS)[number],
  options: { scrollTo?: Locator } = {},
): Promise<void> {
  mkdirSync(shots, { recursive: true });
  await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
  await page.waitForTimeout(150);
  if (options.scrollTo) await options.scrollTo.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await page.screenshot({
    path: `${shots}${name}-${width}.png`,
    fullPage: process.env.E2E_FULL_PAGE === '1',
  });
}

/** Screenshots at both widths (screenshotAt), ending at the laptop's. */
export async function screenshotBothWidths(
  page: Page,
  name: string,
  options: { scrollTo?: Locator } = {},
): Promise<void> {
  for (const width of WIDTHS) await screenshotAt(page, name, width, options);
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

let axeSource: string | undefined;

/**
 * Runs axe-core in the page; returns the serious and critical violations, and text drawn in its background's own
 * colour. axe leaves that text "to review" (incomplete, `equalRatio`), as text that may be meant to be hidden;
 * nothing of ours is hidden that way, so here it is what it looks like, text nobody can read (a header's links
 * once turned the header's own blue on a server-rendered page, and passed axe so). axe goes in as an evaluation
 * through the DevTools protocol, which the page's Content-Security-Policy does not govern (a <script> tag would
 * be refused by `script-src 'self'`, as it should be).
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  // Once per document: a screen checked again (a dialog opened over it, say) still has it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const { violations, invisibleText } = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a global script
    const result = await (window as any).axe.run(document, { resultTypes: ['violations', 'incomplete'] });
    type Review = { id: string; nodes: { target: string[]; any: { data?: { messageKey?: string } }[] }[] };
    const contrast = (result.incomplete as Review[]).find((r) => r.id === 'color-contrast');
    const sameColour = (contrast?.nodes ?? []).filter((node) =>
      node.any.some((check) => check.data?.messageKey === 'equalRatio'),
    );
    return {
      violations: result.violations as AxeViolation[],
      invisibleText: sameColour.map(({ target }) => ({
        target,
        failureSummary: 'text in its background colour',
      })),
    };
  });
  const found = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (invisibleText.length > 0)
    found.push({
      id: 'color-contrast',
      impact: 'serious',
      help: 'Text no one can read',
      nodes: invisibleText,
    });
  return found;
}
