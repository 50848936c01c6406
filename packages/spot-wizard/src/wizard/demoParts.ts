import { buildEstimateRequest, buildNewSpotCommand } from '@box/core/rules';
import type { Merchandise, RoundTrip, ServiceType, Vehicle } from '@box/core/schemas';
import { signal } from '@preact/signals-react';
import { createSummarySlice, type EstimateState, type FinishState } from '../summary/summarySlice';
import { createVehicleSlice, type VehiclesLoad } from '../vehicle/vehicleSlice';
import { fakeMerchandise, fakeScheduling } from './fakeSlices';
import { allVehicles, nfeMerchandise, warehouse } from './fixtures';
import { createWizardStore } from './store';

export interface DemoOptions {
  features?: string[];
  vehicles?: Vehicle[];
  vehiclesLoad?: VehiclesLoad['kind'];
  selected?: string | null;
  weight?: string;
  bodyTypes?: string[];
  price?: string;
  /** When the service starts (null: now). */
  serviceStart?: Date | null;
  items?: Merchandise[];
  serviceType?: ServiceType;
  roundTrip?: RoundTrip | null;
  scheduleLabel?: string;
  estimate?: EstimateState;
  estimateErrorOpen?: boolean;
  finish?: FinishState;
  externalId?: string;
}

/**
 * The vehicle step and the summary in a chosen state, over step-1 fakes: what the stories and the component
 * tests of steps 2 and 3 render. Never imported by the widget itself.
 */
export function createDemoParts(options: DemoOptions = {}) {
  const scheduling = fakeScheduling({ type: 'TOMORROW', scheduledFor: '2026-11-24 06:00:00' });
  scheduling.label.value = options.scheduleLabel ?? 'Amanhã às 06:00';
  const merchandise = fakeMerchandise({
    warehouse: warehouse(),
    items: options.items ?? [nfeMerchandise()],
    serviceType: options.serviceType ?? 'DELIVERY',
    roundTrip: options.roundTrip ?? null,
  });
  const features = signal<ReadonlySet<string>>(new Set(options.features ?? []));
  const vehicle = createVehicleSlice({ features, serviceStart: () => options.serviceStart ?? null });
  vehicle.vehicles.value = options.vehicles ?? allVehicles();
  vehicle.load.value = { kind: options.vehiclesLoad ?? 'loaded' } as VehiclesLoad;
  if (options.selected) vehicle.select(options.selected);
  for (const body of options.bodyTypes ?? []) vehicle.setBodyType(body, true);
  if (options.weight !== undefined) vehicle.weightInput.value = options.weight;
  if (options.price !== undefined) vehicle.priceInput.value = options.price;
  const summary = createSummarySlice({ newKey: () => 'demo-key' });
  if (options.estimate) summary.estimate.value = options.estimate;
  if (options.estimateErrorOpen) summary.estimateErrorOpen.value = true;
  if (options.finish) summary.finishState.value = options.finish;
  if (options.externalId !== undefined) summary.externalIdInput.value = options.externalId;
  const wizard = createWizardStore({
    scheduling,
    merchandise,
    later: { vehicle, summary, buildEstimateRequest, buildNewSpotCommand },
  });
  return { scheduling, merchandise, vehicle, summary, wizard, features };
}

export type DemoParts = ReturnType<typeof createDemoParts>;
