// The São Paulo wall clock read and set with Intl alone, the one way core, the widgets and the server read it
// (no dayjs: a bundle that formats or schedules does not carry dayjs and its plugins).

/** Business times are shown in São Paulo time, whatever the viewer's machine is set to. */
export const BUSINESS_TZ = 'America/Sao_Paulo';

// dayjs' timezone plugin builds a new Intl formatter on every call (~0.6 ms each): too slow for a list that
// formats two dates per row on every keystroke. One cached formatter reads the São Paulo wall clock in ~10 µs.
const wallClockFormat = /*#__PURE__*/ new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TZ,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

interface WallClock {
  YYYY: string;
  MM: string;
  DD: string;
  HH: string;
  mm: string;
  ss: string;
}

/** The São Paulo calendar fields (zero-padded) of a valid instant. */
function wallClockOf(date: Date): WallClock {
  const fields: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of wallClockFormat.formatToParts(date)) fields[part.type] = part.value;
  return {
    YYYY: fields.year ?? '',
    MM: fields.month ?? '',
    DD: fields.day ?? '',
    HH: fields.hour ?? '',
    mm: fields.minute ?? '',
    ss: fields.second ?? '',
  };
}

/**
 * Formats the São Paulo calendar fields (zero-padded) of an instant; an unreadable instant prints
 * 'Invalid Date', as dayjs did, rather than throwing inside a render.
 */
function atWallClock(iso: string | Date, print: (t: WallClock) => string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  return print(wallClockOf(date));
}

/** 'DD/MM/YYYY' */
export const formatDate = (iso: string | Date) => atWallClock(iso, (t) => `${t.DD}/${t.MM}/${t.YYYY}`);
/** 'DD/MM/YYYY às HH:mm' */
export const formatDateTime = (iso: string | Date) =>
  atWallClock(iso, (t) => `${t.DD}/${t.MM}/${t.YYYY} às ${t.HH}:${t.mm}`);
/** 'DD/MM HH:mm' (tracking and lists) */
export const formatShortDateTime = (iso: string | Date) =>
  atWallClock(iso, (t) => `${t.DD}/${t.MM} ${t.HH}:${t.mm}`);
/** 'DD/MM às HH:mm' (a done timeline step) */
export const formatDayMonthAtTime = (iso: string | Date) =>
  atWallClock(iso, (t) => `${t.DD}/${t.MM} às ${t.HH}:${t.mm}`);
/** 'HH:mm' */
export const formatTime = (iso: string | Date) => atWallClock(iso, (t) => `${t.HH}:${t.mm}`);
/** 'YYYY-MM-DD', the São Paulo calendar day of an instant (billing queries, invoice dates). */
export const toIsoDate = (iso: string | Date) => atWallClock(iso, (t) => `${t.YYYY}-${t.MM}-${t.DD}`);

/** SPEC §4 "Sent as Y-MM-DD HH:mm:ss": the São Paulo wall-clock time of an instant, e.g. '2026-11-22 14:30:00'. */
export const formatScheduledFor = (iso: string | Date) =>
  atWallClock(iso, (t) => `${t.YYYY}-${t.MM}-${t.DD} ${t.HH}:${t.mm}:${t.ss}`);

/** A São Paulo wall-clock time; month 1–12. */
export interface BusinessWallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The São Paulo calendar fields of an instant as numbers; null for an unreadable instant. */
export function businessWallClock(iso: string | Date): BusinessWallClock | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const t = wallClockOf(date);
  return {
    year: Number(t.YYYY),
    month: Number(t.MM),
    day: Number(t.DD),
    hour: Number(t.HH),
    minute: Number(t.mm),
    second: Number(t.ss),
  };
}

/** Minutes São Paulo's wall clock is ahead of UTC at an instant (−180 since 2019, −120 in old summers). */
function offsetMinutes(ms: number): number {
  const t = businessWallClock(new Date(ms)) as BusinessWallClock;
  const shown = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);
  return Math.round((shown - (ms - (((ms % 1000) + 1000) % 1000))) / 60_000);
}

/** São Paulo's offset outside daylight-saving time (abolished in 2019): `businessInstant`'s first guess. */
const STANDARD_OFFSET_MINUTES = -180;

/**
 * The instant São Paulo's wall clock reads the given time. Fields out of range roll over as `Date.UTC` does
 * (day 32 is the 1st of the next month, hour 24 the next day), which is how callers step across month and year
 * ends. The offset is settled as dayjs' timezone plugin does (it starts from today's offset, standard time), so
 * both agree on the old daylight-saving nights too: an hour repeated at a summer's end reads as its second,
 * standard-time occurrence.
 */
export function businessInstant({ year, month, day, hour, minute, second }: BusinessWallClock): Date {
  const local = Date.UTC(year, month - 1, day, hour, minute, second);
  const guess = local - STANDARD_OFFSET_MINUTES * 60_000;
  const atGuess = offsetMinutes(guess);
  if (atGuess === STANDARD_OFFSET_MINUTES) return new Date(guess);
  const retry = local - atGuess * 60_000;
  const atRetry = offsetMinutes(retry);
  if (atRetry === atGuess) return new Date(retry);
  return new Date(local - Math.min(atGuess, atRetry) * 60_000);
}

const SCHEDULED_FOR = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** The instant a 'YYYY-MM-DD HH:mm:ss' São Paulo wall-clock time stands for; null when malformed. */
export function parseScheduledFor(value: string): Date | null {
  const match = SCHEDULED_FOR.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const at = businessInstant({ year, month, day, hour, minute, second });
  // Out-of-range fields roll over (02-30 → 03-02, 24:00 → the next day); reading the value back catches that.
  return formatScheduledFor(at) === value ? at : null;
}

/**
 * SPEC §4 scheduling label beside the chosen option: TODAY/TOMORROW 'às HH:mm', CUSTOM 'DD/MM/YYYY às HH:mm';
 * NOW (or no time yet) has none.
 */
export function schedulingLabel(type: string, dateTime: string | Date | null): string {
  if (!dateTime || type === 'NOW') return '';
  if (type === 'CUSTOM') return formatDateTime(dateTime);
  return `às ${formatTime(dateTime)}`;
}
