import {
  API_ERROR_CODE,
  BillingDownloadQuery,
  BillingPeriodQuery,
  OrderDetailsQuery,
} from '@box/core/schemas';
import { Hono } from 'hono';
import { monthlyTotalsAnswer, orderDetailsAnswer, summaryAnswer } from '../billing/answers';
import { exportXlsx } from '../billing/export-xlsx';
import { checkStatementPeriod } from '../billing/period';
import { attachmentHeader, statementFilename, statementSheet } from '../billing/statement-sheet';
import { requireAccess, sessionOf } from '../http/access';
import { SharedJson, sendSharedJson } from '../http/compression';
import type { AppEnv } from '../http/env';
import { HttpError } from '../http/errors';
import { validQuery } from '../http/validate';
import {
  billingDetailsJson,
  monthlyTotalsRows,
  orderDetailsRow,
  sheetOrderRows,
  taxSummaryRows,
  vehicleSummaryRows,
} from '../queries/billing-statement';

/** orders.id is a PostgreSQL integer: a bigger id cannot exist, and must not reach the query (it would fail). */
const MAX_ORDER_ID = 2_147_483_647;

const ORDER_NOT_FOUND = {
  code: API_ERROR_CODE.NOT_FOUND,
  message: 'Solicitação não encontrada.',
};

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** /jade/api/billing-statement/* (SPEC §2 Billing statement, §7): always the signed-in user's customer. */
const readsBilling = requireAccess('customer', 'billing:read');

export const billingStatementRoutes = new Hono<AppEnv>()
  .get('/billing-statement/monthly-totals', readsBilling, validQuery(BillingPeriodQuery), async (c) => {
    const period = checkStatementPeriod(c.req.valid('query'));
    const rows = await monthlyTotalsRows(c.get('deps').db, sessionOf(c).customerId, period);
    return c.json(monthlyTotalsAnswer(rows));
  })
  .get('/billing-statement/summary', readsBilling, validQuery(BillingPeriodQuery), async (c) => {
    const period = checkStatementPeriod(c.req.valid('query'));
    const { db } = c.get('deps');
    const customerId = sessionOf(c).customerId;
    const [vehicles, taxes] = await Promise.all([
      vehicleSummaryRows(db, customerId, period),
      taxSummaryRows(db, customerId, period),
    ]);
    return c.json(summaryAnswer(vehicles, taxes));
  })
  .get('/billing-statement/details', readsBilling, validQuery(BillingPeriodQuery), async (c) => {
    const period = checkStatementPeriod(c.req.valid('query'));
    // core's BillingDetailsResponse, printed by the database: a month of a big shipper is a megabyte of JSON,
    // a tenth of it compressed (it holds the shipper's own orders, no token: safe to compress).
    const orders = await billingDetailsJson(c.get('deps').db, sessionOf(c).customerId, period);
    return sendSharedJson(c, new SharedJson(orders));
  })
  .get('/billing-statement/order-details', readsBilling, validQuery(OrderDetailsQuery), async (c) => {
    const { orderId } = c.req.valid('query');
    if (orderId > MAX_ORDER_ID) throw new HttpError(404, ORDER_NOT_FOUND);
    const row = await orderDetailsRow(c.get('deps').db, sessionOf(c).customerId, orderId);
    // Another customer's order answers exactly like an id that does not exist.
    if (!row) throw new HttpError(404, ORDER_NOT_FOUND);
    return c.json(orderDetailsAnswer(row));
  })
  .get('/billing-statement/download', readsBilling, validQuery(BillingDownloadQuery), async (c) => {
    const query = c.req.valid('query');
    const period = checkStatementPeriod(query);
    const finishedOnly = query['order-status'] === 'FINISHED';
    const rows = await sheetOrderRows(c.get('deps').db, sessionOf(c).customerId, period, finishedOnly);
    const file = exportXlsx(statementSheet(rows));
    return c.body(new Uint8Array(file), 200, {
      'content-type': XLSX_TYPE,
      'content-disposition': attachmentHeader(statementFilename(period, finishedOnly)),
      'cache-control': 'no-store',
    });
  });
