import { isWarehouseTask, taskTypeLabel } from '@box/core/catalogues';
import type { BillingStop, OrderDetails } from '@box/core/schemas';
import type { MapMarker, MapMarkerTone } from '@box/ui/map';
import { MESSAGES } from '../messages';

/** 'Rua Augusta, 1500' (SPEC §2: the address as street and number). */
export const stopAddress = (stop: BillingStop) =>
  `${stop.address.thoroughfare}, ${stop.address.number?.trim() || MESSAGES.noAddressNumber}`;

const TONES: Record<BillingStop['status'], MapMarkerTone> = {
  PENDING: 'default',
  FINISHED: 'success',
  FAILED: 'failure',
};

/**
 * The number each stop shows (SPEC §4): loading and unloading happen at a warehouse and carry none; the other
 * stops are numbered from 1, in the order's sequence.
 */
export function stopNumbers(stops: readonly BillingStop[]): (number | null)[] {
  let next = 1;
  return stops.map((stop) => (isWarehouseTask(stop.task_type) ? null : next++));
}

/** The markers of the Itinerário map: warehouses without a number, stops numbered, coloured by status. */
export function stopMarkers(details: OrderDetails): MapMarker[] {
  const numbers = stopNumbers(details.stops);
  return details.stops.map((stop, index) => {
    const number = numbers[index] ?? null;
    const address = stopAddress(stop);
    return {
      id: `stop-${index}`,
      kind: number === null ? 'warehouse' : 'stop',
      tone: TONES[stop.status],
      position: { latitude: stop.address.latitude, longitude: stop.address.longitude },
      ...(number === null ? {} : { label: String(number) }),
      title:
        number === null
          ? MESSAGES.warehouseMarker(taskTypeLabel(stop.task_type), address)
          : MESSAGES.stopMarker(number, address),
    };
  });
}
