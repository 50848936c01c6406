import { formatMoney } from '@box/core/format';

/** pt-BR texts of step 2 (SPEC §2 quotes are used to the letter; the others are ours). */
export const VEHICLE_MESSAGES = {
  vehiclesLegend: 'Tipo de veículo',
  loadingVehicles: 'Carregando veículos…',
  loadErrorTitle: 'Não foi possível carregar os veículos',
  loadErrorMessage: 'Tente novamente em alguns instantes.',
  retry: 'Tente novamente',
  capacity: (kg: string) => `Até ${kg}`,
  beta: 'Beta',
  notServed: 'Fale com a Box',
  weightLabel: 'Peso total (kg)',
  weightHintRequired: 'Obrigatório para este veículo.',
  weightHintOptional: 'Opcional. Apenas números.',
  bodyTypesLegend: 'Tipo de carroceria',
  bodyTypesRequired: 'Escolha ao menos um.',
  extrasLegend: 'Adicionais',
  assistantsLabel: 'Ajudantes',
  assistantsPrice: (unitPrice: number) => `${formatMoney(unitPrice)} por ajudante`,
  assistantsRecommended: 'Recomendado para este veículo.',
  priceLabel: 'Valor total das mercadorias',
  priceHint: 'Usado para calcular o ad valorem (seguro da carga).',
  restrictedPolicyTitle: 'Política de veículos',
  circulationTitle: 'Restrição de circulação em São Paulo',
  circulationScheduled: 'O horário agendado está dentro de um período de restrição.',
  chooseVehicle: 'Escolha um tipo de veículo.',
  chooseVehicleFirst: 'Escolha um veículo para ver as opções.',
} as const;
