import { FEATURE_ROUND_TRIP, ROUND_TRIP_TRACKING_CODE } from '@box/core/catalogues';
import type { RoundTrip, ServiceType, Warehouse } from '@box/core/schemas';
import { computed, type ReadonlySignal, signal } from '@preact/signals-react';

/** The warehouse as the return place of a round trip (SPEC §3 "Round trip (warehouse format)"). */
export function roundTripFromWarehouse(warehouse: Warehouse): RoundTrip {
  return {
    isRoundTrip: true,
    trackingCode: ROUND_TRIP_TRACKING_CODE,
    address: { ...warehouse.address },
    latitude: warehouse.latitude,
    longitude: warehouse.longitude,
    opening_time: warehouse.opening_time,
    closing_time: warehouse.closing_time,
    delivery_instructions: warehouse.delivery_instructions,
  };
}

/**
 * 'Adicionar retorno' (SPEC §2 'Rota circular'): offered for deliveries with the feature; the return place
 * is the warehouse, following it when another is picked, until edited.
 */
export function createRoundTrip(
  warehouse: ReadonlySignal<Warehouse | null>,
  serviceType: ReadonlySignal<ServiceType>,
  features: ReadonlySignal<ReadonlySet<string>>,
) {
  const roundTripChecked = signal(false);
  const roundTripEdited = signal<RoundTrip | null>(null);
  const roundTripPlace = computed(
    () => roundTripEdited.value ?? (warehouse.value ? roundTripFromWarehouse(warehouse.value) : null),
  );
  const roundTripAvailable = computed(
    () => serviceType.value === 'DELIVERY' && features.value.has(FEATURE_ROUND_TRIP),
  );
  const roundTrip = computed(() =>
    roundTripAvailable.value && roundTripChecked.value ? roundTripPlace.value : null,
  );

  return {
    roundTripChecked,
    roundTripPlace,
    roundTripAvailable,
    roundTrip,
    /** The return place starts as the warehouse. */
    setRoundTripChecked(checked: boolean) {
      roundTripChecked.value = checked;
    },
    /** The edit modal's place; the tracking code stays 'ROTA-CIRCULAR' whatever was sent. */
    saveRoundTrip(place: RoundTrip) {
      roundTripEdited.value = { ...place, isRoundTrip: true, trackingCode: ROUND_TRIP_TRACKING_CODE };
    },
  };
}
