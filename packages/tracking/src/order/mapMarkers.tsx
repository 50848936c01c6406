import { isWarehouseTask, taskTypeLabel } from '@box/core/catalogues';
import { formatTime } from '@box/core/format';
import { stopMarkerKind, stopMarkerNumbers } from '@box/core/rules';
import type { OrderTracking } from '@box/core/schemas';
import type { MapMarker, MapPoint } from '@box/ui/map';
import { driverMarkerTitle, driverPositionTime } from '../shared/driverPosition';
import { ORDER_TRACKING_TEXTS as T } from './texts';

function StopInfo({ code, address, eta }: { code: string | null; address: string; eta: string | null }) {
  return (
    <dl className="box-order-tracking__info">
      {code ? (
        <>
          <dt>{T.marker.trackingCode}</dt>
          <dd>{code}</dd>
        </>
      ) : null}
      <dt>{T.columns.address}</dt>
      <dd>{address}</dd>
      {eta ? (
        <>
          <dt>{T.marker.eta}</dt>
          <dd>{eta}</dd>
        </>
      ) : null}
    </dl>
  );
}

/**
 * SPEC §4 markers of the order map: loading/unloading stops as warehouses without a number, the others numbered
 * from 1; colour by state, the driver's next stop active; the driver's position last. Info windows carry the
 * tracking code, the address and, for the next stop, the estimated arrival.
 */
export function orderMapMarkers(order: OrderTracking): MapMarker[] {
  const numbers = stopMarkerNumbers(order.stops);
  const nextStopId = order.eta?.nextStopId ?? null;
  const markers: MapMarker[] = order.stops.map((stop, i) => {
    const number = numbers[i];
    const eta = order.eta && stop.id === nextStopId ? formatTime(order.eta.estimatedArrival) : null;
    return {
      id: stop.id,
      position: stop.location,
      kind: isWarehouseTask(stop.taskType) ? 'warehouse' : 'stop',
      tone: stopMarkerKind(stop, nextStopId),
      ...(number != null ? { label: String(number) } : {}),
      title:
        number != null
          ? T.marker.stop(String(number), stop.address)
          : T.marker.warehouse(taskTypeLabel(stop.taskType), stop.address),
      info: <StopInfo code={stop.trackingCode} address={stop.address} eta={eta} />,
    };
  });
  if (order.driverLocation) {
    const at = order.driverLocationAt;
    markers.push({
      id: 'driver',
      position: order.driverLocation,
      kind: 'driver',
      title: driverMarkerTitle(T.marker.driver, at),
      ...(at ? { caption: driverPositionTime(at) } : {}),
    });
  }
  return markers;
}

/** The tracking answer has no route geometry: the stops joined in their order stand for it. */
export const orderRoute = (order: OrderTracking): MapPoint[] =>
  [...order.stops].sort((a, b) => a.index - b.index).map((stop) => stop.location);
