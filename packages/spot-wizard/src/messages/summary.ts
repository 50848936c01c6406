/** pt-BR texts of step 3 and the finish (SPEC §2, §4, §8 quotes are used to the letter; the others are ours). */
export const SUMMARY_MESSAGES = {
  headerLabel: 'Resumo do pedido',
  vehicle: 'Veículo',
  serviceType: 'Serviço',
  schedule: 'Agendamento',
  totalWeight: 'Peso total',
  bodyTypes: 'Carroceria',
  extras: 'Adicionais',
  assistants: 'Ajudantes',
  none: '—',
  merchandiseTitle: 'Mercadorias',
  priceTitle: 'Preço estimado',
  calculating: 'Calculando preço…',
  distance: 'Distância',
  freight: 'Frete',
  driverAssistants: 'Ajudante(s)',
  toll: 'Pedágio(s)',
  adValorem: 'Ad valorem',
  taxes: 'Impostos',
  total: 'Total',
  priceUnavailable: 'Preço indisponível.',
  recalculate: 'Recalcular',
  quoteWarning:
    'O valor é uma estimativa e pode mudar se a cotação expirar ou se houver alterações no pedido até a finalização.',
  externalIdLabel: 'Código externo (opcional)',
  externalIdHint: 'Seu código para este pedido, até 80 caracteres.',
  roundTripTitle: 'Rota circular: retorno em',
  estimateErrorCancel: 'Cancelar',
  finishingTitle: 'Finalizando solicitação',
  finishingMessage: 'Aguarde enquanto registramos seu pedido.',
  successTitle: 'Solicitação concluída com sucesso!',
  successMessage: (id: number) => `Seu pedido foi registrado com o número de OS ${id}.`,
  successConfirm: 'Ir para o monitoramento',
  messageConfirm: 'Ok, entendi',
  // Core's NetworkError text speaks of SEFAZ (merchandise look-ups); a finish without answer needs its own.
  networkErrorTitle: 'Não foi possível finalizar a solicitação',
  networkErrorMessage: 'Verifique sua conexão e tente novamente.',
} as const;

/** Where the success modal sends the user (SPEC §4: "on confirm goes to monitoring"). */
export const MONITORING_PATH = '/pedidos/monitoramento';
