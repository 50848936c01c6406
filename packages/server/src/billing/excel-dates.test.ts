import { isoDateToSerial, localDateTimeToSerial } from './excel-dates';

describe('spreadsheet serial dates', () => {
  it('counts days from 30 Dec 1899, as Excel and LibreOffice do', () => {
    expect(isoDateToSerial('1900-03-01')).toBe(61);
    expect(isoDateToSerial('2026-01-01')).toBe(46023);
    expect(isoDateToSerial('2024-02-29') + 1).toBe(isoDateToSerial('2024-03-01'));
  });

  it('keeps the wall-clock time as the fraction of the day', () => {
    expect(localDateTimeToSerial('2026-01-01T00:00:00')).toBe(46023);
    expect(localDateTimeToSerial('2026-01-01T18:00:00')).toBe(46023.75);
  });
});
