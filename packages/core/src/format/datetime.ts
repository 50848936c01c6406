import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Business times are shown in São Paulo time, whatever the viewer's machine is set to. */
export const BUSINESS_TZ = 'America/Sao_Paulo';

export function inBusinessTz(iso: string | Date) {
  return dayjs(iso).tz(BUSINESS_TZ).locale('pt-br');
}

/** 'DD/MM/YYYY' */
export const formatDate = (iso: string | Date) => inBusinessTz(iso).format('DD/MM/YYYY');
/** 'DD/MM/YYYY às HH:mm' */
export const formatDateTime = (iso: string | Date) => inBusinessTz(iso).format('DD/MM/YYYY [às] HH:mm');
/** 'DD/MM HH:mm' (tracking and lists) */
export const formatShortDateTime = (iso: string | Date) => inBusinessTz(iso).format('DD/MM HH:mm');
/** 'HH:mm' */
export const formatTime = (iso: string | Date) => inBusinessTz(iso).format('HH:mm');
