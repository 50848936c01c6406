import { vehicleTypeLabel } from '@box/core/catalogues';
import { formatMoney } from '@box/core/format';
import type { BillingSummary } from '@box/core/schemas';
import { Button } from '@box/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import { MESSAGES } from '../messages';
import type { StatementStore } from '../state/store';
import { TaxTable } from './TaxTable';

export interface SummarySectionProps {
  store: StatementStore;
  summary: BillingSummary;
}

/**
 * SPEC §2 summary by vehicle type (count, average price, total) and its grand total; 'Exibir impostos' adds
 * each type's tax part and the tax table. On a narrow width each type becomes a card whose values are led by
 * their column's label (`data-label`, billing.css), so no column is cut off at 360 px.
 */
export function SummarySection({ store, summary }: SummarySectionProps) {
  useSignals();
  const headingId = useId();
  const taxesId = useId();
  const showTaxes = store.showTaxes.value;
  return (
    <section className="box-billing-summary" aria-labelledby={headingId}>
      <div className="box-billing-section__head">
        <h3 id={headingId} className="box-billing-section__title">
          {MESSAGES.summaryTitle}
        </h3>
        <Button
          variant="link"
          aria-expanded={showTaxes}
          aria-controls={taxesId}
          onClick={() => {
            store.showTaxes.value = !showTaxes;
          }}
        >
          {showTaxes ? MESSAGES.hideTaxes : MESSAGES.showTaxes}
        </Button>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard (WCAG 2.1.1). */}
      <section className="box-billing-scroll" aria-label={MESSAGES.summaryCaption} tabIndex={0}>
        <table className="box-billing-table box-billing-summary__table">
          <caption className="box-sr-only">{MESSAGES.summaryCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{MESSAGES.vehicleType}</th>
              <th scope="col" className="box-billing-table__num">
                {MESSAGES.ordersCount}
              </th>
              <th scope="col" className="box-billing-table__num">
                {MESSAGES.averagePrice}
              </th>
              {showTaxes && (
                <th scope="col" className="box-billing-table__num">
                  {MESSAGES.taxes}
                </th>
              )}
              <th scope="col" className="box-billing-table__num">
                {MESSAGES.totalPrice}
              </th>
            </tr>
          </thead>
          <tbody>
            {summary.byVehicleType.map((row) => (
              <tr key={row.vehicleType}>
                <th scope="row">{vehicleTypeLabel(row.vehicleType)}</th>
                <td className="box-billing-table__num" data-label={MESSAGES.ordersCount}>
                  {row.ordersCount}
                </td>
                <td className="box-billing-table__num" data-label={MESSAGES.averagePrice}>
                  {formatMoney(row.averagePrice)}
                </td>
                {showTaxes && (
                  <td className="box-billing-table__num" data-label={MESSAGES.taxes}>
                    {formatMoney(row.taxes)}
                  </td>
                )}
                <td className="box-billing-table__num" data-label={MESSAGES.totalPrice}>
                  {formatMoney(row.totalPrice)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{MESSAGES.total}</th>
              <td className="box-billing-table__num" data-label={MESSAGES.ordersCount}>
                {summary.byVehicleType.reduce((sum, row) => sum + row.ordersCount, 0)}
              </td>
              <td />
              {showTaxes && (
                <td className="box-billing-table__num" data-label={MESSAGES.taxes}>
                  {formatMoney(summary.taxTotalPrice)}
                </td>
              )}
              <td
                className="box-billing-table__num"
                data-label={MESSAGES.totalPrice}
                data-testid="summary-total"
              >
                {formatMoney(summary.total)}
              </td>
            </tr>
          </tfoot>
        </table>
      </section>
      <div id={taxesId} hidden={!showTaxes}>
        {showTaxes && <TaxTable summary={summary} />}
      </div>
    </section>
  );
}
