// The look-and-access check every screen of every spec goes through.
import { expect } from '@playwright/test';
import type { Locator, Page } from 'playwright-core';
import { axeViolations, screenshotAt } from './browser';

/** How far the page, or an open dialog, scrolls sideways at its width (0 when everything fits). */
async function sidewaysOverflow(page: Page): Promise<string[]> {
  const found: string[] = [];
  const pageOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (pageOverflow > 0) found.push(`the page by ${pageOverflow} px`);
  for (const body of await page.locator('[role=dialog] .box-modal__body').all()) {
    const overflow = await body.evaluate((el) => el.scrollWidth - el.clientWidth);
    if (overflow > 0) found.push(`a dialog's body by ${overflow} px`);
  }
  return found;
}

/**
 * Screenshots at both widths (`scrollTo` brings the part the shot is about into view), nothing scrolling sideways
 * at 360 px, then axe: no serious or critical violation on the screen. The sideways look is taken at 360 px
 * between the two shots, so the page is laid out at each width once.
 */
export async function checkScreen(
  page: Page,
  name: string,
  options: { scrollTo?: Locator } = {},
): Promise<void> {
  await screenshotAt(page, name, 360, options);
  const overflow = await sidewaysOverflow(page);
  await screenshotAt(page, name, 1366, options);
  expect(overflow.join(', '), `sideways scrolling at 360 px on ${name}`).toBe('');
  const violations = await axeViolations(page);
  expect(
    violations
      .map(
        (v) =>
          `${v.id}: ${v.help} ${v.nodes.map((n) => `${n.target} (${n.failureSummary ?? ''})`).join('; ')}`,
      )
      .join('\n'),
    `axe on ${name}`,
  ).toBe('');
}
