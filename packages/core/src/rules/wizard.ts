import { MERCHANDISE_LIST_COLLAPSE_AFTER } from '../catalogues/constants';
import { formatMoney } from '../format/numbers';

/** SPEC §2 wizard steps with their titles. */
export const WIZARD_STEPS = [
  { id: 'merchandise', title: 'Cadastrar mercadorias' },
  { id: 'vehicle', title: 'Escolher tipo de veículo' },
  { id: 'summary', title: 'Resumo do pedido' },
] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number]['id'];

const allowedMoves: Record<WizardStep, readonly WizardStep[]> = {
  merchandise: ['vehicle'],
  vehicle: ['merchandise', 'summary'],
  summary: ['vehicle'],
};

/** SPEC §4: merchandise → vehicle; vehicle → merchandise or summary; summary → vehicle. Others are invalid. */
export const canMoveWizardStep = (from: WizardStep, to: WizardStep) => allowedMoves[from].includes(to);

/** SPEC §2 step subtitles. */
export function merchandiseStepSubtitle(count: number): string {
  if (count === 0) return 'Nenhuma nota cadastrada';
  return count === 1 ? '1 nota cadastrada' : `${count} notas cadastradas`;
}
export const vehicleStepSubtitle = (vehicleName: string | null) =>
  vehicleName ?? 'Nenhum veículo selecionado';
export function summaryStepSubtitle(price: number | null, loading: boolean): string {
  if (loading) return 'Calculando…';
  return price === null ? 'Nenhuma informação' : formatMoney(price);
}

/** SPEC §4: when Next leaves the merchandise step. */
export function canLeaveMerchandiseStep(state: {
  schedulingValid: boolean;
  warehouseSelected: boolean;
  merchandises: readonly { status: { type: string }; trackingCodeTooLong: boolean }[];
}): boolean {
  return (
    state.schedulingValid &&
    state.warehouseSelected &&
    state.merchandises.length > 0 &&
    state.merchandises.every((m) => m.status.type === 'ok' && !m.trackingCodeTooLong)
  );
}

/** SPEC §4: when Next leaves the vehicle step. */
export function canLeaveVehicleStep(state: {
  vehicleSelected: boolean;
  weightValid: boolean;
  vehiclesLoading: boolean;
  bodyTypeValid: boolean;
}): boolean {
  return state.vehicleSelected && state.weightValid && !state.vehiclesLoading && state.bodyTypeValid;
}

export type RequestState = 'initial' | 'loading' | 'success' | 'fail';

/** SPEC §4: finish only once, and only with an estimate that loaded. */
export const canFinishSpot = (state: { submitted: boolean; estimate: RequestState }) =>
  !state.submitted && state.estimate === 'success';

/** SPEC §2: the list collapses when it holds more than 2 merchandises. */
export const isMerchandiseListCollapsible = (count: number) => count > MERCHANDISE_LIST_COLLAPSE_AFTER;
