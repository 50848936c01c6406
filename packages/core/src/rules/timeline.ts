import { formatDayMonthAtTime, formatTime } from '../format/datetime';

/**
 * SPEC §4 order timeline caption: a DONE step shows 'DD/MM às HH:mm'; the DOING step, when an eta is known,
 * 'Próxima chegada estimada: HH:mm'; otherwise nothing.
 */
export function orderTimelineCaption(
  item: { status: string; time: string | null },
  eta?: { estimatedArrival: string } | null,
): string {
  if (item.status === 'DONE' && item.time) return formatDayMonthAtTime(item.time);
  if (item.status === 'DOING' && eta) return `Próxima chegada estimada: ${formatTime(eta.estimatedArrival)}`;
  return '';
}

/** SPEC §4 shipment timeline caption: a DONE step shows when it finished (DELIVERY: the delivery time). */
export function shipmentTimelineCaption(item: {
  status: string;
  startedAt: string | null;
  finishedAt: string | null;
}): string {
  if (item.status === 'DONE' && item.finishedAt) return formatDayMonthAtTime(item.finishedAt);
  if (item.status === 'DOING' && item.startedAt) return formatDayMonthAtTime(item.startedAt);
  return '';
}

/** SPEC §2 canceled banner of the order page (wording around the time is ours). */
export const orderCanceledBanner = (canceledAt: string) =>
  `Ordem de serviço cancelada em ${formatDayMonthAtTime(canceledAt)}`;
/** SPEC §2 shipment page state. */
export const SHIPMENT_CANCELED_TEXT = 'Entrega cancelada';
