/**
 * Why 'Próximo' is disabled on step 1, one short pt-BR reason per unmet condition of SPEC §4 ("Next from
 * merchandise is disabled if scheduling is invalid, no merchandise, any merchandise in error or with too-long
 * code, or no warehouse"), shown beside the button. The texts are ours: the spec names only the conditions.
 */
export const MERCHANDISE_BLOCKERS = {
  scheduling: 'Escolha uma data e um horário válidos para o agendamento.',
  warehouse: 'Selecione o armazém.',
  empty: 'Adicione ao menos uma mercadoria.',
  problems: (count: number) =>
    count === 1
      ? 'Corrija ou remova a mercadoria com problema.'
      : `Corrija ou remova as ${count} mercadorias com problema.`,
  loading: 'Aguarde a consulta das mercadorias.',
} as const;

export interface MerchandiseStepState {
  schedulingValid: boolean;
  warehouseSelected: boolean;
  merchandises: readonly { status: { type: string }; trackingCodeTooLong: boolean }[];
}

/** The reasons, in the order of the screen; empty exactly when core's canLeaveMerchandiseStep is true. */
export function merchandiseBlockers({
  schedulingValid,
  warehouseSelected,
  merchandises,
}: MerchandiseStepState): string[] {
  const reasons: string[] = [];
  if (!schedulingValid) reasons.push(MERCHANDISE_BLOCKERS.scheduling);
  if (!warehouseSelected) reasons.push(MERCHANDISE_BLOCKERS.warehouse);
  if (merchandises.length === 0) reasons.push(MERCHANDISE_BLOCKERS.empty);
  const problems = merchandises.filter((m) => m.status.type === 'error' || m.trackingCodeTooLong).length;
  if (problems > 0) reasons.push(MERCHANDISE_BLOCKERS.problems(problems));
  if (merchandises.some((m) => m.status.type === 'loading')) reasons.push(MERCHANDISE_BLOCKERS.loading);
  return reasons;
}
