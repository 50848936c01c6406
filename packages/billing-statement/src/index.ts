// Side-effect free: importing this registers nothing (see ./define for the tag).

export { BillingStatement, type BillingStatementProps, DEFAULT_API_BASE } from './BillingStatement';
export { BILLING_STATEMENT_TAG, BillingStatementElement } from './element';
export type {
  BoxBillingStatementAttributes,
  BoxBillingStatementElement,
  BoxBillingStatementEventMap,
} from './elements.generated';
export { lastDayWithinAYear } from './period/customPeriod';
export { buildDetailIndex, type DetailFilters, type DetailRow, detailRows } from './state/detailRows';
