import { chargeLabel, TAX_TYPES } from '@box/core/catalogues';
import { formatMoney } from '@box/core/format';
import type { OrderDetails } from '@box/core/schemas';
import { MESSAGES } from '../messages';

/**
 * SPEC §2 'Valores': the freight, each charge (an OTHER charge shows its own description, the others their
 * type label), the net total, each tax and the gross total.
 */
export function ValuesTab({ details }: { details: OrderDetails }) {
  const taxes = TAX_TYPES.filter((t) => details.taxes[t.type] !== undefined);
  return (
    <table className="box-billing-table box-billing-values">
      <caption className="box-sr-only">{MESSAGES.valuesCaption}</caption>
      <tbody>
        <tr>
          <th scope="row">{MESSAGES.freight}</th>
          <td className="box-billing-table__num">{formatMoney(details.freightPrice)}</td>
        </tr>
        {details.charges.map((charge, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two charges may share type and price; the list is fixed.
          <tr key={index}>
            <th scope="row">{chargeLabel(charge)}</th>
            <td className="box-billing-table__num">{formatMoney(charge.price)}</td>
          </tr>
        ))}
        <tr className="box-billing-values__subtotal">
          <th scope="row">{MESSAGES.netTotal}</th>
          <td className="box-billing-table__num">{formatMoney(details.netPrice)}</td>
        </tr>
        {taxes.map((tax) => (
          <tr key={tax.type}>
            <th scope="row">{tax.label}</th>
            <td className="box-billing-table__num">{formatMoney(details.taxes[tax.type] ?? 0)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="box-billing-values__total">
          <th scope="row">{MESSAGES.grossTotal}</th>
          <td className="box-billing-table__num">{formatMoney(details.grossPrice)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
