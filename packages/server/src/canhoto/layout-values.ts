import { businessWallClock } from '@box/core/format';

/**
 * Values written the way the SEFAZ layouts' simple types (tiposBasico_v1.03 for NF-e, tiposGeralCTe_v4.00 for CT-e)
 * accept them. Each returns the text to put in the element; the builder collects what does not fit as problems.
 */

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * TDateTimeUTC, "AAAA-MM-DDThh:mm:ssTZD": the São Paulo wall clock with its offset (−03:00 since 2019), which the
 * type admits only in whole hours and without fractions of a second. The product shows every time in São Paulo
 * time, so the fiscal events carry the same reading.
 */
export function sefazDateTime(at: Date): string {
  const t = businessWallClock(at);
  if (!t) throw new RangeError('data inválida');
  const wholeSecond = Math.floor(at.getTime() / 1000) * 1000;
  const offsetMinutes = Math.round(
    (Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second) - wholeSecond) / 60_000,
  );
  const sign = offsetMinutes < 0 ? '-' : '+';
  const offset = `${sign}${pad2(Math.floor(Math.abs(offsetMinutes) / 60))}:${pad2(Math.abs(offsetMinutes) % 60)}`;
  return `${t.year}-${pad2(t.month)}-${pad2(t.day)}T${pad2(t.hour)}:${pad2(t.minute)}:${pad2(t.second)}${offset}`;
}

/**
 * TLatitude / TLongitude: decimal degrees with exactly six decimals (about 11 cm), e.g. "-23.550520"; null when
 * the number is out of range or not finite.
 */
export function sefazCoordinate(value: number, limit: 90 | 180): string | null {
  if (!Number.isFinite(value) || Math.abs(value) > limit) return null;
  const text = value.toFixed(6);
  // toFixed keeps the sign of a tiny negative ("-0.000000"), which the pattern admits but says nothing.
  return text === '-0.000000' ? '0.000000' : text;
}

/**
 * TString: characters from space to ÿ (Latin-1) with no space at either end. Spaces are collapsed and letters
 * outside Latin-1 lose their accent (ř becomes r; Ł, which has no accent to take off, goes), since a receiver's
 * name comes from a driver's phone and the layout would refuse the whole event for one character.
 */
export function sefazText(value: string): string {
  const latin1 = [...value.normalize('NFC')]
    .map((ch) =>
      (ch.codePointAt(0) as number) <= 0xff ? ch : ch.normalize('NFKD').replace(/[^\u0020-\u00ff]/g, ''),
    )
    .join('');
  return latin1
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
