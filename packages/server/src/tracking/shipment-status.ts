import type { ShipmentStatus } from '@box/core/schemas';

/**
 * A shipment's own status (core's ShipmentStatus: the values are ours), from its order and the stop where it
 * meets its recipient: the stop's outcome once there is one, else how far the order got.
 */
export function shipmentStatus(orderStatus: string, stopStatus: string | null): ShipmentStatus {
  if (orderStatus === 'CANCELED') return 'CANCELED';
  if (stopStatus === 'FINISHED') return 'DELIVERED';
  if (stopStatus === 'FAILED') return 'FAILED';
  if (orderStatus === 'IN_PROGRESS' || orderStatus === 'FINISHED') return 'IN_TRANSIT';
  return 'PENDING';
}

/** The driver is followed only until the shipment is settled and only while its order is under way. */
export const followsDriver = (orderStatus: string, status: ShipmentStatus) =>
  (orderStatus === 'ALLOCATED' || orderStatus === 'IN_PROGRESS') &&
  (status === 'PENDING' || status === 'IN_TRANSIT');
