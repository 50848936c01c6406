import { SEFAZ_STATUS_LABELS, SEFAZ_STATUS_TONES } from '@box/core/catalogues';
import { formatDateTime } from '@box/core/format';
import type { ShipmentTracking } from '@box/core/schemas';
import { DETAILS_TEXTS } from '../detailsTexts';

type ProofSefaz = NonNullable<NonNullable<ShipmentTracking['pod']>['sefaz']>;

/**
 * The proof's registration at SEFAZ as the official delivery event (issue 20), in one line for the recipient:
 * 'Registrado na SEFAZ · Protocolo …' with when, or the status's words. The words carry the status; the tone's
 * mark beside them only repeats it.
 */
export function SefazLine({ sefaz }: { sefaz: ProofSefaz }) {
  const label = SEFAZ_STATUS_LABELS[sefaz.status];
  const text =
    sefaz.status === 'registered' && sefaz.protocol
      ? DETAILS_TEXTS.sefazRegistered(
          label,
          sefaz.protocol,
          sefaz.registeredAt ? formatDateTime(sefaz.registeredAt) : null,
        )
      : label;
  return (
    <p className={`box-shipment__sefaz box-shipment__sefaz--${SEFAZ_STATUS_TONES[sefaz.status]}`}>{text}</p>
  );
}
