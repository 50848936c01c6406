import type { ApiErrorReason, NewSpotCommand, Place } from '@box/core/schemas';

export interface OwnWarehouse {
  id: number;
  latitude: number;
  longitude: number;
}

// The wizard names a warehouse place 'warehouse-{id}' (core rules/spot-request.ts); a bare id is accepted too.
const WAREHOUSE_PLACE_ID = /^(?:warehouse-)?(\d{1,9})$/;
// About a metre: the place was copied from the warehouse's own coordinates.
const SAME_POINT = 1e-5;

export const NOT_OWN_WAREHOUSE = 'O armazém informado não pertence à sua conta.';

/** Every place of a command with the body field it came from. */
function placesOf(command: NewSpotCommand): { field: string; place: Place }[] {
  return [
    ...(command.loadingPlace ? [{ field: 'loadingPlace', place: command.loadingPlace }] : []),
    ...(command.unloadingPlace ? [{ field: 'unloadingPlace', place: command.unloadingPlace }] : []),
    ...command.transportations.flatMap((t, i) => [
      { field: `transportations.${i}.origin`, place: t.origin },
      { field: `transportations.${i}.destination`, place: t.destination },
    ]),
  ];
}

/**
 * Which of the customer's warehouses each place marked `isCustomerWarehouse` is: by the warehouse id its place
 * id names, or by its coordinates when the place id names none. A place that is none of the customer's own warehouses (another customer's, or one
 * that does not exist) is a problem; the customer id comes from the session, so `own` holds only theirs.
 */
export function resolveWarehouses(
  command: NewSpotCommand,
  own: readonly OwnWarehouse[],
): { warehouseOfPlace: Map<string, number>; problems: ApiErrorReason[] } {
  const warehouseOfPlace = new Map<string, number>();
  const problems: ApiErrorReason[] = [];
  const checked = new Set<string>();
  for (const { field, place } of placesOf(command)) {
    if (!place.isCustomerWarehouse || checked.has(place.id)) continue;
    checked.add(place.id);
    const idInPlace = WAREHOUSE_PLACE_ID.exec(place.id)?.[1];
    const { latitude, longitude } = place.geolocation;
    // A place that names a warehouse id must name one of the customer's; only an unnamed one is matched by
    // where it is.
    const match =
      idInPlace !== undefined
        ? own.find((w) => w.id === Number(idInPlace))
        : own.find(
            (w) =>
              Math.abs(w.latitude - latitude) < SAME_POINT && Math.abs(w.longitude - longitude) < SAME_POINT,
          );
    if (match) warehouseOfPlace.set(place.id, match.id);
    else problems.push({ field, message: NOT_OWN_WAREHOUSE });
  }
  return { warehouseOfPlace, problems };
}

/** The warehouse an order is served from: a delivery loads there, a pickup unloads there. */
export function servingWarehouse(command: NewSpotCommand, warehouseOfPlace: ReadonlyMap<string, number>) {
  const place = command.serviceType === 'DELIVERY' ? command.loadingPlace : command.unloadingPlace;
  return place ? (warehouseOfPlace.get(place.id) ?? null) : null;
}
