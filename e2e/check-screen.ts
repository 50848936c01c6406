// The look-and-access check every screen of every spec goes through.
import { expect } from '@playwright/test';
import type { Locator, Page } from 'playwright-core';
import { axeViolations, screenshotBothWidths } from './browser';

/** How far the page, or an open dialog, scrolls sideways at 360 px (0 when everything fits). */
async function sidewaysOverflowAt360(page: Page): Promise<string[]> {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.waitForTimeout(100);
  const found: string[] = [];
  const pageOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (pageOverflow > 0) found.push(`the page by ${pageOverflow} px`);
  for (const body of await page.locator('[role=dialog] .box-modal__body').all()) {
    const overflow = await body.evaluate((el) => el.scrollWidth - el.clientWidth);
    if (overflow > 0) found.push(`a dialog's body by ${overflow} px`);
  }
  await page.setViewportSize({ width: 1366, height: 800 });
  return found;
}

/**
 * Screenshots at both widths (`scrollTo` brings the part the shot is about into view), nothing scrolling sideways
 * at 360 px, then axe: no serious or critical violation on the screen.
 */
export async function checkScreen(
  page: Page,
  name: string,
  options: { scrollTo?: Locator } = {},
): Promise<void> {
  await screenshotBothWidths(page, name, options);
  expect((await sidewaysOverflowAt360(page)).join(', '), `sideways scrolling at 360 px on ${name}`).toBe('');
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
