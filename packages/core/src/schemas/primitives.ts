import * as v from 'valibot';

/** An instant on the wire: ISO 8601 with offset, e.g. '2026-11-22T13:05:00.000Z'. */
export const IsoDateTime = v.pipe(v.string(), v.isoTimestamp('data/hora inválida'));

/** A calendar date on the wire: 'YYYY-MM-DD'. */
export const IsoDate = v.pipe(v.string(), v.isoDate('data inválida'));

/** Money on the wire is a JSON number in reais with at most 2 decimals (e.g. 1234.56). */
export const Money = v.number();

export const Id = v.pipe(v.number(), v.integer());

/** A whole, non-negative number of things (stops, orders, volumes). */
export const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** A time of day 'HH:mm' (warehouse hours, time windows). */
export const TimeOfDay = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'horário inválido (HH:mm)'));

export const Latitude = v.pipe(v.number(), v.minValue(-90), v.maxValue(90));
export const Longitude = v.pipe(v.number(), v.minValue(-180), v.maxValue(180));

export const GeoPoint = v.object({ latitude: Latitude, longitude: Longitude });
export type GeoPoint = v.InferOutput<typeof GeoPoint>;

/** SPEC §5 "E-mail format x@y.z": deliberately loose, the mail server is the real judge. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const Email = v.pipe(v.string(), v.trim(), v.regex(EMAIL_PATTERN, 'E-mail inválido'));

/** SPEC §9 "quote values sent as 2-decimal strings": '1234.50'. */
export const QuoteValue = v.pipe(v.string(), v.regex(/^\d+\.\d{2}$/, 'valor deve ter 2 casas decimais'));

/** SPEC §4 "Sent as Y-MM-DD HH:mm:ss": a São Paulo wall-clock time, e.g. '2026-11-22 14:30:00'. */
export const ScheduledFor = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2} ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/, 'agendamento deve ser YYYY-MM-DD HH:mm:ss'),
);

/** A mutation whose answer the spec does not show: the reference server answers `{ ok: true }`. */
export const OkResponse = v.object({ ok: v.literal(true) });
export type OkResponse = v.InferOutput<typeof OkResponse>;

/** Driver stars 1..5 (SPEC §5 star rating). */
export const StarRating = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5));
/** NPS 0..10 (SPEC §9 rating scale). */
export const NpsScore = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10));
