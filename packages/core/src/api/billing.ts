import type { BillingDownloadStatus } from '../catalogues/order-statuses';
import {
  BillingDetailsResponse,
  BillingSummary,
  MonthlyTotalsResponse,
  OrderDetails,
} from '../schemas/billing';
import { filenameFromContentDisposition } from './download';
import type { ApiTransport } from './transport';

/** A statement period, both days 'YYYY-MM-DD' and inclusive. */
export interface BillingPeriod {
  from: string;
  to: string;
}

const period = (p: BillingPeriod) => ({ 'from-date': p.from, 'to-date': p.to });

export function createBillingApi({ call, raw }: ApiTransport) {
  return {
    /** GET /billing-statement/monthly-totals */
    billingMonthlyTotals: (p: BillingPeriod) =>
      call(MonthlyTotalsResponse, 'billing-statement/monthly-totals', { searchParams: period(p) }),
    /** GET /billing-statement/summary */
    billingSummary: (p: BillingPeriod) =>
      call(BillingSummary, 'billing-statement/summary', { searchParams: period(p) }),
    /** GET /billing-statement/details */
    billingDetails: (p: BillingPeriod) =>
      call(BillingDetailsResponse, 'billing-statement/details', { searchParams: period(p) }),
    /** GET /billing-statement/order-details?orderId= */
    orderDetails: (orderId: number) =>
      call(OrderDetails, 'billing-statement/order-details', { searchParams: { orderId: String(orderId) } }),
    /** GET /billing-statement/download: the sheet and its name from Content-Disposition. */
    // The global Blob named in the result: inferred, core's DOM-free types would print Node's `buffer` Blob, which a
    // browser's Blob does not accept.
    billingDownload: async (
      p: BillingPeriod & { orderStatus: BillingDownloadStatus },
    ): Promise<{ blob: Blob; filename: string }> => {
      const response = await raw('billing-statement/download', {
        searchParams: { ...period(p), 'order-status': p.orderStatus },
        timeout: 120_000,
      });
      const fallback = `extrato-${p.from}-${p.to}.xlsx`;
      return {
        blob: await response.blob(),
        filename: filenameFromContentDisposition(response.headers.get('Content-Disposition'), fallback),
      };
    },
  };
}
