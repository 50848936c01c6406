/** Day 0 of spreadsheet serial dates (1900 system, with Lotus' phantom 29 Feb 1900 already accounted for). */
const SERIAL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A 'YYYY-MM-DD' as a spreadsheet serial day number. Writing serial numbers with a date format (rather than
 * text) is what lets Excel, LibreOffice and Sheets sort, filter and sum by date.
 */
export function isoDateToSerial(iso: string): number {
  const [y, m, d] = iso.split('-').map(Number);
  return Math.round((Date.UTC(y!, m! - 1, d!) - SERIAL_EPOCH_MS) / DAY_MS);
}

/** A wall-clock 'YYYY-MM-DDTHH:mm:ss' (already in the business time zone) as a serial date-time. */
export function localDateTimeToSerial(local: string): number {
  const ms = Date.parse(`${local}Z`);
  return (ms - SERIAL_EPOCH_MS) / DAY_MS;
}
