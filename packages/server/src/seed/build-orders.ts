import { toIsoDate } from '@box/core/format';
import type { OrderStatus } from '@box/core/schemas';
import { priceOrder, round2 } from './build-pricing';
import { addProof } from './build-proofs';
import { addShipment } from './build-shipments';
import { addOrderTimeline, addShipmentTimeline } from './build-timelines';
import { TAX_NAMES, VEHICLE_MIX } from './catalogues';
import type { DemoData, IdCounters } from './demo-data';
import { nfeAccessKey, randomDigits } from './documents';
import { fullName, randomMobile, randomPerson } from './people';
import { type Place, SAO_PAULO_PLACES, type WarehouseSeed } from './places';
import { encodePolyline } from './polyline';
import type { Rng } from './prng';

const MIN = 60_000;
const at = (date: Date, minutes: number) => new Date(date.getTime() + minutes * MIN);

/** Everything the order builder needs to know about one shipper. */
export interface ShipperContext {
  rng: Rng;
  now: Date;
  ids: IdCounters;
  data: DemoData;
  /** Secret tokens (tracking links, public proofs): real randomness, never the seeded PRNG. */
  token: () => string;
  customerId: number;
  cnpj: string;
  requesterIds: readonly number[];
  warehouses: readonly { id: number; place: WarehouseSeed }[];
  drivers: readonly { id: number; vehicleType: string }[];
  externalPrefix: string;
  adValorem: boolean;
  sharing: boolean;
}

export interface OrderPlan {
  status: OrderStatus;
  createdAt: Date;
  /** null = immediate */
  scheduledFor: Date | null;
  /** How many delivered/picked-up stops fail (orders in progress or finished). */
  failures: number;
  /** Canceled orders: when. */
  canceledAt?: Date;
  /** Orders of the monitoring window also get a tracking link, a timeline, a quotation and ratings. */
  live: boolean;
  /** Forces an OTHER charge (so every month of the statement shows one). */
  withOtherCharge?: boolean;
}

interface PlannedStop {
  taskType: 'LOADING' | 'UNLOADING' | 'DELIVERY' | 'PICKUP' | 'RETURN';
  place: Place;
  warehouseId: number | null;
}

function planStops(ctx: ShipperContext, serviceType: 'DELIVERY' | 'PICKUP', roundTrip: boolean) {
  const { rng } = ctx;
  const warehouse = rng.pick(ctx.warehouses);
  const atWarehouse = (taskType: PlannedStop['taskType']): PlannedStop => ({
    taskType,
    place: warehouse.place,
    warehouseId: warehouse.id,
  });
  const customerStops = rng
    .sample(SAO_PAULO_PLACES, rng.int(1, 4))
    .map((place): PlannedStop => ({ taskType: serviceType, place, warehouseId: null }));
  const stops =
    serviceType === 'DELIVERY'
      ? [atWarehouse('LOADING'), ...customerStops, ...(roundTrip ? [atWarehouse('RETURN')] : [])]
      : [...customerStops, atWarehouse('UNLOADING')];
  return { warehouse, stops };
}

const isCustomerStop = (s: PlannedStop) => s.taskType === 'DELIVERY' || s.taskType === 'PICKUP';

function pickDriver(ctx: ShipperContext, vehicleType: string) {
  const matching = ctx.drivers.filter((d) => d.vehicleType === vehicleType);
  return ctx.rng.pick(matching.length > 0 ? matching : ctx.drivers);
}

/** Adds one order with its stops, charges, taxes, shipments, proofs (and, when live, tracking data). */
export function addOrder(ctx: ShipperContext, plan: OrderPlan): number {
  const { rng, data, ids, now } = ctx;
  const id = ids.take('orders');
  const serviceType = rng.chance(0.8) ? 'DELIVERY' : 'PICKUP';
  const roundTrip = serviceType === 'DELIVERY' && rng.chance(0.12);
  const { warehouse, stops: planned } = planStops(ctx, serviceType, roundTrip);
  const vehicleType = rng.pick(VEHICLE_MIX);
  const assistants = ['VAN', 'HR', 'IVECO'].includes(vehicleType) ? rng.int(0, 2) : 0;

  const status = plan.status;
  const hasDriver =
    status === 'ALLOCATED' ||
    status === 'IN_PROGRESS' ||
    status === 'FINISHED' ||
    (status === 'CANCELED' && rng.chance(0.4));
  const driver = hasDriver ? pickDriver(ctx, vehicleType) : null;

  // The order's clock: creation, allocation, start, then one leg per stop.
  const start = plan.scheduledFor ?? at(plan.createdAt, 15);
  const latestAllocation = Math.min(now.getTime() - MIN, (plan.canceledAt ?? now).getTime() - MIN);
  const allocatedAt = driver
    ? new Date(Math.min(at(plan.createdAt, rng.int(3, 40)).getTime(), latestAllocation))
    : null;
  const started = status === 'IN_PROGRESS' || status === 'FINISHED';
  const startedAt = started ? new Date(Math.max(start.getTime(), at(allocatedAt!, 5).getTime())) : null;
  const doneTimes: Date[] = [];
  if (startedAt) {
    let t = startedAt;
    for (let i = 0; i < planned.length; i++) {
      t = at(t, rng.int(15, 40));
      doneTimes.push(t);
    }
  }
  const isDone = (i: number) =>
    status === 'FINISHED' ||
    (status === 'IN_PROGRESS' && i < planned.length - 1 && doneTimes[i]! <= at(now, -1));
  const doneCustomerStops = planned.map((_, i) => i).filter((i) => isCustomerStop(planned[i]!) && isDone(i));
  const failed = new Set(rng.sample(doneCustomerStops, plan.failures));
  const finishedAt = status === 'FINISHED' ? doneTimes[doneTimes.length - 1]! : null;
  const points = planned.map((s) => [s.place.latitude, s.place.longitude] as const);

  const price = priceOrder(rng, {
    status,
    started,
    vehicleType,
    assistants,
    roundTrip,
    hasFailures: failed.size > 0,
    adValorem: ctx.adValorem,
    points,
    createdAt: plan.createdAt,
    scheduledFor: plan.scheduledFor,
    withOtherCharge: plan.withOtherCharge ?? false,
  });
  const { distanceKm, quotedFreight, freightPrice, netPrice, totalTaxes, merchandisesTotalPrice } = price;
  const createdChargesAt = finishedAt ?? plan.canceledAt ?? plan.createdAt;

  let quotationId: number | null = null;
  if (plan.live) {
    quotationId = ids.take('quotations');
    data.quotations.push({
      id: quotationId,
      customerId: ctx.customerId,
      userId: ctx.requesterIds[0] ?? null,
      vehicleType,
      serviceType,
      request: { vehicleType, serviceType, stops: planned.length },
      distanceKm,
      freightPrice: quotedFreight,
      driverAssistantsPrice: assistants * 45,
      netPrice: round2(quotedFreight),
      grossPrice: round2(quotedFreight * 1.1425),
      totalTaxes: round2(quotedFreight * 0.1425),
      taxes: { PIS_COFINS: round2(quotedFreight * 0.0925), ISS: round2(quotedFreight * 0.05) },
      discounts: [],
      priceComponents: [{ name: 'Frete', value: quotedFreight }],
      priceEstimatedAt: at(plan.createdAt, -2),
      expiresAt: at(plan.createdAt, 8),
    });
  }

  const statusUpdatedAt =
    finishedAt ?? plan.canceledAt ?? (status === 'IN_PROGRESS' ? startedAt : allocatedAt) ?? plan.createdAt;
  data.orders.push({
    id,
    customerId: ctx.customerId,
    requesterId: rng.pick(ctx.requesterIds),
    warehouseId: warehouse.id,
    externalId: rng.chance(0.45) ? `${ctx.externalPrefix}-${rng.int(10000, 99999)}` : null,
    status,
    status2: status === 'IN_PROGRESS' ? rng.pick(['ON_THE_WAY', 'LOADED', 'IN_PROGRESS']) : null,
    serviceType,
    vehicleType,
    vehicleBodyTypes: ['VAN', 'HR', 'IVECO'].includes(vehicleType) ? ['BAU'] : [],
    vehicleExtras: [],
    driverAssistantsCount: assistants,
    merchandisesTotalPrice,
    notes: rng.chance(0.2) ? 'Entregar no recebimento de mercadorias.' : null,
    isRoundTrip: roundTrip,
    driverId: driver?.id ?? null,
    quotationId,
    freightPrice,
    driverAssistantsPrice: assistants * 45,
    netPrice,
    grossPrice: price.grossPrice,
    totalTaxes,
    distanceKm,
    geometry: encodePolyline(points),
    priceEstimatedAt: at(plan.createdAt, -2),
    riskStatus: driver ? rng.pick(['APPROVED', 'APPROVED', 'REQUESTED']) : null,
    riskQueryCode: driver ? randomDigits(rng, 10) : null,
    riskManager: driver ? 'Gerenciadora de Risco (demonstração)' : null,
    createdAt: plan.createdAt,
    scheduledFor: plan.scheduledFor,
    statusUpdatedAt,
    allocatedAt,
    startedAt,
    finishedAt,
    canceledAt: plan.canceledAt ?? null,
    invoiceDate: finishedAt ? toIsoDate(finishedAt) : plan.canceledAt ? toIsoDate(plan.canceledAt) : null,
  });

  for (const c of price.charges) {
    data.charges.push({
      id: ids.take('charges'),
      orderId: id,
      typeCode: c.typeCode,
      description: c.description ?? null,
      price: c.price,
      notes: c.notes ?? null,
      createdAt: createdChargesAt,
    });
  }
  for (const t of price.taxes) {
    data.orderTaxes.push({
      id: ids.take('orderTaxes'),
      orderId: id,
      taxType: t.type,
      name: TAX_NAMES[t.type],
      value: t.value,
    });
  }

  // Stops, with the shipment each customer stop carries and its proof once done.
  const stopIds = planned.map(() => ids.take('stops'));
  const warehouseStopId = stopIds[serviceType === 'DELIVERY' ? 0 : planned.length - 1]!;
  let totalWeight = 0;
  planned.forEach((s, i) => {
    const done = isDone(i);
    const stopStatus = !done ? 'PENDING' : failed.has(i) ? 'FAILED' : 'FINISHED';
    const customerStop = isCustomerStop(s);
    const addressee = customerStop ? randomPerson(rng) : null;
    const invoiceNumber = ids.take('invoiceNumbers');
    const accessKey =
      customerStop && rng.chance(0.5) ? nfeAccessKey(ctx.cnpj, plan.createdAt, invoiceNumber, rng) : null;
    const trackingCode =
      s.taskType === 'RETURN'
        ? 'ROTA-CIRCULAR'
        : customerStop
          ? `NF${String(invoiceNumber).padStart(6, '0')}`
          : null;
    const hasWindow = customerStop && rng.chance(0.3);
    data.stops.push({
      id: stopIds[i]!,
      orderId: id,
      position: i,
      taskType: s.taskType,
      status: stopStatus,
      warehouseId: s.warehouseId,
      thoroughfare: s.place.thoroughfare,
      number: s.place.number,
      neighborhood: s.place.neighborhood,
      locality: 'São Paulo',
      state: 'SP',
      postalCode: s.place.postalCode,
      complement: customerStop && rng.chance(0.3) ? `Sala ${rng.int(1, 40)}` : null,
      latitude: s.place.latitude,
      longitude: s.place.longitude,
      contact: addressee ? randomMobile(rng) : null,
      addresseeName: addressee ? fullName(addressee) : null,
      addresseePhone: addressee ? randomMobile(rng) : null,
      addresseeDocument: null,
      addresseeIsLegalPerson: addressee ? false : null,
      documentCode: accessKey ?? trackingCode,
      trackingCode,
      timeWindowStart: hasWindow ? rng.pick(['08:00', '09:00', '13:00']) : null,
      timeWindowEnd: hasWindow ? rng.pick(['12:00', '17:00', '18:00']) : null,
      instructions: customerStop && rng.chance(0.25) ? 'Tocar o interfone e aguardar.' : null,
      statusUpdatedAt: done ? doneTimes[i]! : null,
      estimatedArrivalAt: !done && startedAt ? at(now, 10 + 20 * i) : null,
      arrivedAt: done ? at(doneTimes[i]!, -5) : null,
      finishedAt: done ? doneTimes[i]! : null,
      exceededWaitingTimeInMinutes: done && i === 0 ? price.waitingMinutes : 0,
    });
    if (!customerStop || !addressee || !trackingCode) return;

    const shipmentId = addShipment(ctx, {
      orderId: id,
      originStopId: serviceType === 'DELIVERY' ? warehouseStopId : stopIds[i]!,
      destinationStopId: serviceType === 'DELIVERY' ? stopIds[i]! : warehouseStopId,
      code: trackingCode,
      accessKey,
      invoiceNumber,
      addressee: fullName(addressee),
      place: s.place,
      senderName: warehouse.place.name,
      senderPlace: warehouse.place,
      createdAt: plan.createdAt,
      live: plan.live,
    });
    totalWeight += data.shipments[data.shipments.length - 1]!.weightKg ?? 0;
    if (plan.live)
      addShipmentTimeline(ctx, id, shipmentId, status, stopStatus, plan, doneTimes[i] ?? null, startedAt);
    if (!done) return;

    addProof(ctx, {
      orderId: id,
      stopId: stopIds[i]!,
      shipmentId,
      place: s.place,
      taskType: s.taskType,
      barcode: accessKey ?? trackingCode,
      addressee: fullName(addressee),
      failed: stopStatus === 'FAILED',
      signedAt: doneTimes[i]!,
      rateable: plan.live && status === 'FINISHED',
      driverId: driver?.id ?? null,
    });
  });
  const order = data.orders[data.orders.length - 1]!;
  order.totalWeightKg = totalWeight;

  if (plan.live) {
    data.orderTrackingTokens.push({
      token: ctx.token(),
      orderId: id,
      createdAt: plan.createdAt,
      revokedAt: null,
    });
    addOrderTimeline(ctx, id, status, {
      allocatedAt,
      startedAt,
      finishedAt,
      canceledAt: plan.canceledAt ?? null,
      firstDone: doneTimes[0] ?? null,
    });
  }
  if (status === 'IN_PROGRESS' && driver) {
    const next = planned.find((_, i) => !isDone(i)) ?? planned[planned.length - 1]!;
    const row = data.drivers.find((d) => d.id === driver.id);
    if (row) {
      row.lastLatitude = next.place.latitude + 0.01;
      row.lastLongitude = next.place.longitude - 0.01;
      row.locationUpdatedAt = at(now, -2);
    }
  }
  return id;
}
