import { doublePrecision, numeric, timestamp } from 'drizzle-orm/pg-core';

/** Every instant is stored with its time zone; the API sends it as ISO 8601 UTC. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Money in reais with cents, read back as a JS number (the wire format of core's `Money`). */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

export const latitude = (name = 'latitude') => doublePrecision(name);
export const longitude = (name = 'longitude') => doublePrecision(name);
