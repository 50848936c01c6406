import { taxTypeLabel } from '@box/core/catalogues';
import { formatMoney } from '@box/core/format';
import type { BillingSummary } from '@box/core/schemas';
import { useId } from 'react';
import { MESSAGES } from '../messages';

/** SPEC §2 tax table: Tipo, Valor, the total, and the note that PIS, COFINS and ICMS may be credited. */
export function TaxTable({ summary }: { summary: BillingSummary }) {
  const noteId = useId();
  return (
    <div className="box-billing-taxes">
      <h4 className="box-billing-taxes__title">{MESSAGES.taxesTitle}</h4>
      <table className="box-billing-table box-billing-taxes__table" aria-describedby={noteId}>
        <caption className="box-sr-only">{MESSAGES.taxesCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{MESSAGES.taxType}</th>
            <th scope="col" className="box-billing-table__num">
              {MESSAGES.taxValue}
            </th>
          </tr>
        </thead>
        <tbody>
          {summary.taxes.map((tax) => (
            <tr key={tax.id}>
              <th scope="row">{taxTypeLabel(tax.id)}</th>
              <td className="box-billing-table__num">{formatMoney(tax.value)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{MESSAGES.total}</th>
            <td className="box-billing-table__num">{formatMoney(summary.taxTotalPrice)}</td>
          </tr>
        </tfoot>
      </table>
      <p id={noteId} className="box-billing-taxes__note">
        {MESSAGES.creditableNote}
      </p>
    </div>
  );
}
