import * as v from 'valibot';

/** An instant on the wire: ISO 8601 with offset, e.g. '2026-11-22T13:05:00.000Z'. */
export const IsoDateTime = /*#__PURE__*/ v.pipe(
  /*#__PURE__*/ v.string(),
  /*#__PURE__*/ v.isoTimestamp('data/hora inválida'),
);

/** A calendar date on the wire: 'YYYY-MM-DD'. */
export const IsoDate = /*#__PURE__*/ v.pipe(
  /*#__PURE__*/ v.string(),
  /*#__PURE__*/ v.isoDate('data inválida'),
);

/** Money on the wire is a JSON number in reais with at most 2 decimals (e.g. 1234.56). */
export const Money = /*#__PURE__*/ v.number();

export const Id = /*#__PURE__*/ v.pipe(/*#__PURE__*/ v.number(), /*#__PURE__*/ v.integer());

/** A whole, non-negative number of things (stops, orders, volumes). */
export const Count = /*#__PURE__*/ v.pipe(
  /*#__PURE__*/ v.number(),
  /*#__PURE__*/ v.integer(),
  /*#__PURE__*/ v.minValue(0),
);

/** A time of day 'HH:mm' (warehouse hours, time windows). */
export const TimeOfDay = /*#__PURE__*/ v.pipe(
  /*#__PURE__*/ v.string(),
  /*#__PURE__*/ v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'horário inválido (HH:mm)'),
);

export const Latitude = /*#__PURE__*/ v.pipe(
  /*#__PURE__*/ v.number(),
  /*#__PURE__*/ v.minValue(-90),
  /*#__PURE__*/ v.maxValue(90),
);
export const Longitude = /*#__PURE__*/ v.pipe(
  /*#__PURE__*/ v.number(),
  /*#__PURE__*/ v.minValue(-180),
  /*#__PURE__*/ v.maxValue(180),
);

export const GeoPoint = /*#__PURE__*/ v.object({ latitude: Latitude, longitude: Longitude });
export type GeoPoint = v.InferOutput<typeof GeoPoint>;

/** SPEC §5 "E-mail format x@y.z": deliberately loose, the mail server is the real judge. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const Email = /*#__PURE__*/ v.pipe(
  /*#__PURE__*/ v.string(),
  /*#__PURE__*/ v.trim(),
  /*#__PURE__*/ v.regex(EMAIL_PATTERN, 'E-mail inválido'),
);

/** SPEC §9 "quote values sent as 2-decimal strings": '1234.50'. */
export const QuoteValue = /*#__PURE__*/ v.pipe(
  /*#__PURE__*/ v.string(),
  /*#__PURE__*/ v.regex(/^\d+\.\d{2}$/, 'valor deve ter 2 casas decimais'),
);

/** SPEC §4 "Sent as Y-MM-DD HH:mm:ss": a São Paulo wall-clock time, e.g. '2026-11-22 14:30:00'. */
export const ScheduledFor = /*#__PURE__*/ v.pipe(
  /*#__PURE__*/ v.string(),
  /*#__PURE__*/ v.regex(
    /^\d{4}-\d{2}-\d{2} ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/,
    'agendamento deve ser YYYY-MM-DD HH:mm:ss',
  ),
);

/** A mutation whose answer the spec does not show: the reference server answers `{ ok: true }`. */
export const OkResponse = /*#__PURE__*/ v.object({ ok: /*#__PURE__*/ v.literal(true) });
export type OkResponse = v.InferOutput<typeof OkResponse>;

/** Driver stars 1..5 (SPEC §5 star rating). */
export const StarRating = /*#__PURE__*/ v.pipe(
  /*#__PURE__*/ v.number(),
  /*#__PURE__*/ v.integer(),
  /*#__PURE__*/ v.minValue(1),
  /*#__PURE__*/ v.maxValue(5),
);
/** NPS 0..10 (SPEC §9 rating scale). */
export const NpsScore = /*#__PURE__*/ v.pipe(
  /*#__PURE__*/ v.number(),
  /*#__PURE__*/ v.integer(),
  /*#__PURE__*/ v.minValue(0),
  /*#__PURE__*/ v.maxValue(10),
);
