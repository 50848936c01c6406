import type { ShipmentTracking } from '@box/core/schemas';

/** The stop's address as one line: 'Rua Augusta, 1500' (no number: the street alone). */
export const stopAddress = (stop: ShipmentTracking['deliveryStop']) =>
  stop.addressNumber ? `${stop.addressThoroughfare}, ${stop.addressNumber}` : stop.addressThoroughfare;
