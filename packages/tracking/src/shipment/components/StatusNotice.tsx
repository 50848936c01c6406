import { formatDayMonthAtTime } from '@box/core/format';
import { SHIPMENT_CANCELED_TEXT } from '@box/core/rules';
import type { ShipmentTracking } from '@box/core/schemas';
import { Alert } from '@box/ui';
import { SHIPMENT_TEXTS } from '../texts';

/** The 'Entrega cancelada' state (SPEC §2) with its time, or the notice of a failed delivery attempt. */
export function StatusNotice({ tracking }: { tracking: ShipmentTracking }) {
  if (tracking.status === 'CANCELED') {
    return (
      <Alert tone="warning" title={SHIPMENT_CANCELED_TEXT} className="box-shipment__notice">
        {SHIPMENT_TEXTS.canceledAt(formatDayMonthAtTime(tracking.statusUpdatedAt))}
      </Alert>
    );
  }
  if (tracking.status === 'FAILED') {
    return (
      <Alert tone="danger" title={SHIPMENT_TEXTS.failedTitle} className="box-shipment__notice">
        {SHIPMENT_TEXTS.failedMessage}
      </Alert>
    );
  }
  return null;
}
