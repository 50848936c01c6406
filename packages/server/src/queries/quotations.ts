import type { TaxType } from '@box/core/catalogues';
import type { EstimateRequest } from '@box/core/schemas';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { quotations } from '../db/schema/index';
import type { PriceBreakdown } from '../pricing/price-spot';

export type QuotationRow = typeof quotations.$inferSelect;

export interface NewQuotation {
  customerId: number;
  userId: number;
  request: EstimateRequest;
  price: PriceBreakdown;
  estimatedAt: Date;
  expiresAt: Date;
}

/** Stores a price estimate and answers its row (a batch order is placed from it in the same transaction). */
export async function storeQuotation(db: Database, input: NewQuotation): Promise<QuotationRow> {
  const { price } = input;
  const [row] = await db
    .insert(quotations)
    .values({
      customerId: input.customerId,
      userId: input.userId,
      vehicleType: input.request.vehicle,
      serviceType: input.request.serviceType,
      request: input.request,
      distanceKm: price.distanceInKm,
      freightPrice: price.freightPrice,
      driverAssistantsPrice: price.driverAssistantsPrice,
      tollPrice: price.tollPrice,
      driverTollPrice: price.driverTollPrice,
      adValoremPrice: price.adValoremPrice,
      netPrice: price.netPrice,
      grossPrice: price.grossPrice,
      totalTaxes: price.totalTaxes,
      taxes: price.taxes as Record<TaxType, number>,
      discounts: price.discounts,
      priceComponents: price.priceComponents,
      priceEstimatedAt: input.estimatedAt,
      expiresAt: input.expiresAt,
    })
    .returning();
  return row!;
}

/** Stores a price estimate; its id is the `quotationId` a spot command refers to. */
export async function insertQuotation(db: Database, input: NewQuotation): Promise<number> {
  return (await storeQuotation(db, input)).id;
}

/**
 * A quotation of this customer, locked until the transaction ends, so two orders racing for one quote are
 * placed one after the other. Another customer's quotation is not found.
 */
export async function lockQuotation(
  tx: Database,
  customerId: number,
  quotationId: number,
): Promise<QuotationRow | null> {
  const [row] = await tx
    .select()
    .from(quotations)
    .where(and(eq(quotations.id, quotationId), eq(quotations.customerId, customerId)))
    .for('update');
  return row ?? null;
}

/** A quote buys one order: once used it expires, so it cannot place a second one. */
export async function expireQuotation(tx: Database, quotationId: number, at: Date): Promise<void> {
  await tx.update(quotations).set({ expiresAt: at }).where(eq(quotations.id, quotationId));
}
