/**
 * pt-BR weekday names, Sunday first (the order of Date#getDay). One table for every screen: date-fns' pt-BR
 * locale (react-day-picker's) abbreviates Saturday 'sab', and a CSS `text-transform: capitalize` turned
 * 'segunda-feira' into 'Segunda-Feira'; pt-BR writes 'sáb' and 'segunda-feira'.
 */
export const WEEKDAY_NAMES = [
  'domingo',
  'segunda-feira',
  'terça-feira',
  'quarta-feira',
  'quinta-feira',
  'sexta-feira',
  'sábado',
] as const;

/** Three-letter names for calendar column heads: 'dom' … 'sáb'. */
export const WEEKDAY_SHORT_NAMES = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'] as const;

/** The name of weekday `day` (0 = Sunday … 6 = Saturday), long ('segunda-feira') or short ('seg'). */
export function weekdayName(day: number, width: 'long' | 'short' = 'long'): string {
  const name = (width === 'short' ? WEEKDAY_SHORT_NAMES : WEEKDAY_NAMES)[day];
  if (name === undefined) throw new RangeError(`dia da semana inválido: ${day}`);
  return name;
}

/**
 * Only the first letter up, as pt-BR starts a heading: 'Segunda-feira, 02/11/2026' (never 'Segunda-Feira',
 * which is what CSS `text-transform: capitalize` makes of a hyphenated name).
 */
export function capitalizeFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
