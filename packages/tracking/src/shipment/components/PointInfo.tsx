import { formatDayMonthAtTime, formatPlate } from '@box/core/format';
import type { ShipmentTracking } from '@box/core/schemas';
import { stopAddress } from '../address';
import { DETAILS_TEXTS } from '../detailsTexts';

/** 'Informações do ponto': delivery address, estimated arrival, driver name and plate, last update. */
export function PointInfo({ tracking }: { tracking: ShipmentTracking }) {
  const { deliveryStop, driver } = tracking;
  return (
    <dl className="box-shipment__facts">
      <div>
        <dt>{DETAILS_TEXTS.address}</dt>
        <dd>{stopAddress(deliveryStop)}</dd>
      </div>
      <div>
        <dt>{DETAILS_TEXTS.eta}</dt>
        <dd>{deliveryStop.driverEta ? formatDayMonthAtTime(deliveryStop.driverEta) : DETAILS_TEXTS.noEta}</dd>
      </div>
      <div>
        <dt>{DETAILS_TEXTS.driver}</dt>
        <dd>{driver?.name || DETAILS_TEXTS.noDriver}</dd>
      </div>
      {driver?.vehiclePlate ? (
        <div>
          <dt>{DETAILS_TEXTS.plate}</dt>
          <dd>{formatPlate(driver.vehiclePlate)}</dd>
        </div>
      ) : null}
      <div>
        <dt>{DETAILS_TEXTS.updatedAt}</dt>
        <dd>{formatDayMonthAtTime(tracking.statusUpdatedAt)}</dd>
      </div>
    </dl>
  );
}
