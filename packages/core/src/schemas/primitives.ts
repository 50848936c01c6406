import * as v from 'valibot';

/** An instant on the wire: ISO 8601 with offset, e.g. '2026-11-22T13:05:00.000Z'. */
export const IsoDateTime = v.pipe(v.string(), v.isoTimestamp('data/hora inválida'));

/** A calendar date on the wire: 'YYYY-MM-DD'. */
export const IsoDate = v.pipe(v.string(), v.isoDate('data inválida'));

/** Money on the wire is a JSON number in reais with at most 2 decimals (e.g. 1234.56). */
export const Money = v.number();

export const Id = v.pipe(v.number(), v.integer());
