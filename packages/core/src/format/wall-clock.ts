// The São Paulo wall clock read with Intl alone: no dayjs here, so a bundle that only formats dates (a list, a
// table) does not carry dayjs and its plugins; datetime.ts keeps the calendar arithmetic that needs them.

/** Business times are shown in São Paulo time, whatever the viewer's machine is set to. */
export const BUSINESS_TZ = 'America/Sao_Paulo';

// dayjs' timezone plugin builds a new Intl formatter on every call (~0.6 ms each): too slow for a list that
// formats two dates per row on every keystroke. One cached formatter reads the São Paulo wall clock in ~10 µs.
const wallClockFormat = new Intl.DateTimeFormat('en-US', {
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

/**
 * Formats the São Paulo calendar fields (zero-padded) of an instant; an unreadable instant prints
 * 'Invalid Date', as dayjs did, rather than throwing inside a render.
 */
function atWallClock(iso: string | Date, print: (t: WallClock) => string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  const fields: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of wallClockFormat.formatToParts(date)) fields[part.type] = part.value;
  return print({
    YYYY: fields.year ?? '',
    MM: fields.month ?? '',
    DD: fields.day ?? '',
    HH: fields.hour ?? '',
    mm: fields.minute ?? '',
    ss: fields.second ?? '',
  });
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
