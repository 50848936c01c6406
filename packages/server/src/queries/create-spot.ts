import { CHARGE_TYPE, DISCOUNT_TYPE, type TaxType, taxTypeLabel } from '@box/core/catalogues';
import type { NewSpotCommand } from '@box/core/schemas';
import { eq } from 'drizzle-orm';
import type { WhatsAppMode } from '../config';
import type { Database } from '../db/database';
import {
  charges,
  customers,
  orders,
  orderTaxes,
  orderTrackingTokens,
  shipmentRecipients,
  shipments,
  stops,
} from '../db/schema/index';
import type { SpotPlan } from '../domain/spot-plan';
import { randomToken } from '../security/tokens';
import { encodePolyline } from '../seed/polyline';
import { emitOrderCreated } from '../webhooks/events';
import { enqueueTrackingLinks } from '../whatsapp/enqueue';
import { expireQuotation, type QuotationRow } from './quotations';

export interface NewSpotOrder {
  customerId: number;
  requesterId: number;
  command: NewSpotCommand;
  plan: SpotPlan;
  quotation: QuotationRow;
  /** The customer's warehouse the order is served from (a delivery's loading place, a pickup's unloading one). */
  warehouseId: number | null;
  /** Place id → the customer's warehouse it stands for (places marked isCustomerWarehouse). */
  warehouseOfPlace: ReadonlyMap<string, number>;
  scheduledFor: Date | null;
  idempotencyKey: string | null;
  now: Date;
  /** BOX_WHATSAPP_MODE: recipients with a phone get the tracking link on WhatsApp unless 'off'. */
  whatsappMode?: WhatsAppMode;
}

const blankToNull = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);

/** The extra charges of a quote (the freight itself is the order's freight price). */
function quotationCharges(q: QuotationRow) {
  const lines: { typeCode: number; price: number; notes: string | null }[] = [];
  if (q.driverAssistantsPrice > 0)
    lines.push({ typeCode: CHARGE_TYPE.CO_DRIVER, price: q.driverAssistantsPrice, notes: null });
  if (q.tollPrice > 0) lines.push({ typeCode: CHARGE_TYPE.TOLL, price: q.tollPrice, notes: null });
  if (q.adValoremPrice > 0)
    lines.push({ typeCode: CHARGE_TYPE.AD_VALOREM, price: q.adValoremPrice, notes: null });
  for (const d of q.discounts) {
    if (d.value > 0)
      lines.push({
        typeCode: CHARGE_TYPE.DISCOUNT,
        price: -d.value,
        notes: d.type ?? DISCOUNT_TYPE.ADVANCE_BOOKING,
      });
  }
  return lines;
}

/**
 * Writes a new order (CREATED) as its quotation priced it: the order, its stops, shipments with secret tracking
 * hashes and their recipients, charges and taxes, a public tracking token; marks the customer's last request
 * and uses up the quotation; queues the order.created webhooks. Call inside the transaction that locked the quotation. Returns the order id.
 */
export async function insertSpotOrder(tx: Database, input: NewSpotOrder): Promise<number> {
  const { command, plan, quotation: q, now } = input;
  const [order] = await tx
    .insert(orders)
    .values({
      customerId: input.customerId,
      requesterId: input.requesterId,
      warehouseId: input.warehouseId,
      externalId: blankToNull(command.externalId),
      status: 'CREATED',
      serviceType: command.serviceType,
      vehicleType: command.vehicle.type,
      vehicleBodyTypes: command.vehicle.bodyTypes,
      vehicleExtras: command.vehicle.extras,
      driverAssistantsCount: command.driverAssistantsCount,
      totalWeightKg: command.totalWeightInKilograms,
      merchandisesTotalPrice: command.merchandisesTotalPrice,
      notes: blankToNull(command.notes),
      isRoundTrip: command.isRoundTrip,
      quotationId: q.id,
      freightPrice: q.freightPrice,
      driverAssistantsPrice: q.driverAssistantsPrice,
      tollPrice: q.tollPrice,
      driverTollPrice: q.driverTollPrice,
      adValoremPrice: q.adValoremPrice,
      netPrice: q.netPrice,
      grossPrice: q.grossPrice,
      totalTaxes: q.totalTaxes,
      distanceKm: q.distanceKm,
      geometry: encodePolyline(
        plan.stops.map((s) => [s.place.geolocation.latitude, s.place.geolocation.longitude]),
      ),
      priceEstimatedAt: q.priceEstimatedAt,
      idempotencyKey: input.idempotencyKey,
      createdAt: now,
      scheduledFor: input.scheduledFor,
      statusUpdatedAt: now,
    })
    .returning({ id: orders.id });
  const orderId = order!.id;

  const stopRows = await tx
    .insert(stops)
    .values(
      plan.stops.map(({ place, taskType, trackingCode, documentCode }, position) => ({
        orderId,
        position,
        taskType,
        warehouseId: input.warehouseOfPlace.get(place.id) ?? null,
        thoroughfare: place.address.thoroughfare,
        number: place.address.number,
        neighborhood: blankToNull(place.address.neighborhood),
        locality: place.address.locality,
        state: place.address.state,
        postalCode: place.address.postalCode,
        complement: blankToNull(place.address.complement),
        latitude: place.geolocation.latitude,
        longitude: place.geolocation.longitude,
        contact: blankToNull(place.address.contact),
        addresseeName: blankToNull(place.addressee?.name),
        addresseePhone: blankToNull(place.addressee?.phoneNumber),
        addresseeDocument: blankToNull(place.addressee?.nationalDocumentNumber),
        addresseeIsLegalPerson: place.addressee?.isLegalPerson ?? null,
        documentCode,
        trackingCode,
        timeWindowStart: place.timeWindow?.start ?? null,
        timeWindowEnd: place.timeWindow?.end ?? null,
        instructions: blankToNull(place.instructions),
      })),
    )
    .returning({ id: stops.id, position: stops.position });
  const stopIds = new Map(stopRows.map((s) => [s.position, s.id]));

  if (plan.shipments.length > 0) {
    const shipmentRows = await tx
      .insert(shipments)
      .values(
        plan.shipments.map(({ shipment, originStop, destinationStop }) => ({
          orderId,
          originStopId: stopIds.get(originStop)!,
          destinationStopId: stopIds.get(destinationStop)!,
          code: shipment.code,
          accessKey: shipment.accessKey,
          document: shipment.document,
          trackingHash: randomToken(),
          createdAt: now,
        })),
      )
      .returning({ id: shipments.id });
    const recipients = plan.shipments.flatMap((planned, i) =>
      planned.recipients.map((r) => ({
        shipmentId: shipmentRows[i]!.id,
        email: r.email,
        phone: r.phone,
        createdAt: now,
      })),
    );
    if (recipients.length > 0) await tx.insert(shipmentRecipients).values(recipients);
    await enqueueTrackingLinks(
      tx,
      input.whatsappMode ?? 'off',
      shipmentRows.map((s) => s.id),
      now,
    );
  }

  const lines = quotationCharges(q);
  if (lines.length > 0) {
    await tx
      .insert(charges)
      .values(lines.map((line) => ({ ...line, orderId, description: null, createdAt: now })));
  }
  const taxes = Object.entries(q.taxes) as [TaxType, number][];
  if (taxes.length > 0) {
    await tx
      .insert(orderTaxes)
      .values(taxes.map(([taxType, value]) => ({ orderId, taxType, name: taxTypeLabel(taxType), value })));
  }
  await tx.insert(orderTrackingTokens).values({ token: randomToken(), orderId, createdAt: now });
  await tx.update(customers).set({ lastRequestAt: now }).where(eq(customers.id, input.customerId));
  await expireQuotation(tx, q.id, now);
  await emitOrderCreated(tx, {
    customerId: input.customerId,
    orderId,
    createdAt: now,
    scheduledFor: input.scheduledFor,
    externalId: blankToNull(command.externalId),
    serviceType: command.serviceType,
  });
  return orderId;
}
