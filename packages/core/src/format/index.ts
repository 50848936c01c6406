// `@box/core/format`: formatters (pt-BR, America/Sao_Paulo); the wall-clock ones need no dayjs.
// Every public name is listed (no `export *`), so what other packages rely on is visible here.
export { formatMonthName } from './datetime';
export { formatCnpj, formatCpf, formatDocument, redactDocument, VISIBLE_DOCUMENT_CHARS } from './documents';
export { formatAccessKey, maskCep, maskCnpj, maskPhone, maskTime } from './masks';
export {
  formatDistance,
  formatMoney,
  formatQuoteValue,
  formatRoundedWeight,
  formatWeight,
  parseMoneyInput,
  roundToCents,
} from './numbers';
export { formatPlate } from './plate';
export {
  BUSINESS_TZ,
  type BusinessWallClock,
  businessInstant,
  businessWallClock,
  formatDate,
  formatDateTime,
  formatDayMonthAtTime,
  formatScheduledFor,
  formatShortDateTime,
  formatTime,
  parseScheduledFor,
  schedulingLabel,
  toIsoDate,
} from './wall-clock';
export { capitalizeFirst, WEEKDAY_NAMES, WEEKDAY_SHORT_NAMES, weekdayName } from './weekdays';
