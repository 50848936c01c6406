import { WEEKDAY_SHORT_NAMES } from '@box/core/format';
import type { Locale } from 'react-day-picker';
import { ptBR } from 'react-day-picker/locale';

/**
 * date-fns' pt-BR as the calendars' locale, with core's short weekday names: its own table heads Saturday's
 * column 'sab' (pt-BR writes 'sáb'). Every other name (months, long weekdays in the labels) is date-fns'.
 */
export const CALENDAR_LOCALE: Locale = {
  ...ptBR,
  localize: {
    ...ptBR.localize,
    day: (day, options) =>
      options?.width === 'short' ? WEEKDAY_SHORT_NAMES[day] : ptBR.localize.day(day, options),
  },
};
