import { vehicleTypeLabel } from '@box/core/catalogues';
import { formatPlate } from '@box/core/format';
import type { Order } from '@box/core/schemas';
import { MESSAGES } from '../messages';

/**
 * Driver name on top, then vehicle type and plate: two lines straight in the cell, with no wrapper, since a
 * search refills every row in the window (issue 19).
 */
export function VehicleCell({ order }: { order: Order }) {
  return (
    <>
      <span
        className={order.driver ? 'box-monitoring__driver' : 'box-monitoring__driver box-monitoring__muted'}
      >
        {order.driver?.name ?? MESSAGES.noDriver}
      </span>
      <span className="box-monitoring__muted">
        {vehicleTypeLabel(order.vehicleType)}
        {order.driver ? (
          <>
            {' · '}
            <span className="box-monitoring__plate">{formatPlate(order.driver.vehicle_plate)}</span>
          </>
        ) : null}
      </span>
    </>
  );
}
