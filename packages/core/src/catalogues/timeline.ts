/** SPEC §4 timeline step status. */
export const TIMELINE_STATUSES = ['DONE', 'DOING', 'NOT_DONE'] as const;
export type TimelineStatus = (typeof TIMELINE_STATUSES)[number];

/** SPEC §4 order timeline steps, in order. */
export const ORDER_TIMELINE_STEPS = [
  { step: 'ALLOCATED', label: 'Alocada' },
  { step: 'ON_THE_WAY', label: 'A caminho' },
  { step: 'LOADED', label: 'Carregando' },
  { step: 'IN_PROGRESS', label: 'Em execução' },
  { step: 'FINISHED', label: 'Finalizado' },
] as const;
export type OrderTimelineStep = (typeof ORDER_TIMELINE_STEPS)[number]['step'];
export const ORDER_TIMELINE_STEP_CODES = /*#__PURE__*/ ORDER_TIMELINE_STEPS.map(
  (s) => s.step,
) as OrderTimelineStep[];

const orderLabels = /*#__PURE__*/ new Map<string, string>(
  /*#__PURE__*/ ORDER_TIMELINE_STEPS.map((s) => [s.step, s.label]),
);
export const orderTimelineStepLabel = (step: string): string => orderLabels.get(step) ?? step;

/** SPEC §4 shipment timeline steps, in order. DELIVERY reads 'Entregando' while doing, else 'Finalizada'. */
export const SHIPMENT_TIMELINE_STEPS = [
  { step: 'PICKUP', label: 'Em separação' },
  { step: 'IN_TRANSIT', label: 'Em trânsito' },
  { step: 'ON_THE_WAY', label: 'Indo para seu destino' },
  { step: 'DELIVERY', label: 'Finalizada', doingLabel: 'Entregando' },
] as const;
export type ShipmentTimelineStep = (typeof SHIPMENT_TIMELINE_STEPS)[number]['step'];
export const SHIPMENT_TIMELINE_STEP_CODES = /*#__PURE__*/ SHIPMENT_TIMELINE_STEPS.map(
  (s) => s.step,
) as ShipmentTimelineStep[];

export function shipmentTimelineStepLabel(step: string, status: TimelineStatus): string {
  const found = SHIPMENT_TIMELINE_STEPS.find((s) => s.step === step);
  if (!found) return step;
  return status === 'DOING' && 'doingLabel' in found ? found.doingLabel : found.label;
}
