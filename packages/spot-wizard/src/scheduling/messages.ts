/** Texts of the scheduling block that the spec leaves to us (its own come from core). */
export const SCHEDULING_TEXTS = {
  legend: 'Quando você precisa do veículo?',
  change: 'Alterar horário',
  modalTitle: 'Agendar solicitação',
  date: 'Data',
  time: 'Horário',
  cancel: 'Cancelar',
  confirm: 'Confirmar',
  pastSchedule: 'O horário escolhido já passou. Escolha um novo horário.',
} as const;
