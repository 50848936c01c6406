import type { Merchandise, RoundTrip, ScheduleType, ServiceType, Warehouse } from '@box/core/schemas';
import { computed, signal } from '@preact/signals-react';
import type { MerchandiseSlice, SchedulingSlice } from '../contracts';
import {
  documentsWeightKg as documentsWeightOf,
  goodsValueTotal as goodsValueOf,
} from '../merchandise/slice/totals';

/**
 * Step-1 slices with writable signals, for tests and stories of the shell, the vehicle step and the summary
 * (the real ones, with their lookups, are step 1's). Never imported by the widget itself.
 */
export function fakeScheduling(initial: { type?: ScheduleType; scheduledFor?: string | null } = {}) {
  const type = signal<ScheduleType>(initial.type ?? 'NOW');
  const dateTime = signal<Date | null>(null);
  const valid = signal(true);
  const label = signal('Agora');
  const scheduledFor = signal<string | null>(initial.scheduledFor ?? null);
  const slice: SchedulingSlice = { type, dateTime, valid, label, scheduledFor: () => scheduledFor.value };
  return { ...slice, type, dateTime, valid, label, scheduledForValue: scheduledFor };
}

export function fakeMerchandise(
  initial: {
    serviceType?: ServiceType;
    warehouse?: Warehouse | null;
    items?: readonly Merchandise[];
    roundTrip?: RoundTrip | null;
    distanceKm?: number | null;
  } = {},
) {
  const serviceType = signal<ServiceType>(initial.serviceType ?? 'DELIVERY');
  const warehouse = signal<Warehouse | null>(initial.warehouse ?? null);
  const warehouses = signal<readonly Warehouse[]>(initial.warehouse ? [initial.warehouse] : []);
  const items = signal<readonly Merchandise[]>(initial.items ?? []);
  const roundTrip = signal<RoundTrip | null>(initial.roundTrip ?? null);
  const distanceKm = signal<number | null>(initial.distanceKm ?? null);
  // The production totals rule, so the vehicle step's pre-fill in these tests is what the wizard computes.
  const goodsValueTotal = computed(() => goodsValueOf(items.value));
  const documentsWeightKg = computed(() => documentsWeightOf(items.value));
  const slice: MerchandiseSlice = {
    serviceType,
    warehouses,
    warehouse,
    items,
    roundTrip,
    distanceKm,
    goodsValueTotal,
    documentsWeightKg,
  };
  return { ...slice, serviceType, warehouse, warehouses, items, roundTrip, distanceKm };
}
