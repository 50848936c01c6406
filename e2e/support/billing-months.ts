import type { Locator, Page } from 'playwright-core';

/** The statement's six month tabs, oldest first; the last is this month. */
export const monthTabs = (scope: Page | Locator) =>
  scope.getByRole('tablist', { name: 'Meses do extrato' }).getByRole('tab');

/**
 * Last month's tab: closed, and the demo seed gives it finished and canceled orders. This month may have nothing
 * billed yet (its first hours), so a test that needs orders opens this one.
 */
export const lastMonthTab = (scope: Page | Locator) => monthTabs(scope).nth(4);
