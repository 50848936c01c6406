// Apart from the modal: the round trip panel of step 1 shows them without loading the modal's chunk.
export const ROUND_TRIP_TEXTS = {
  panel: 'Rota circular',
  checkbox: 'Adicionar retorno',
  description: 'O veículo volta a este endereço depois da última entrega.',
  edit: 'Editar retorno',
  title: 'Endereço de retorno',
  code: 'Código',
  window: 'Janela de entrega',
  observation: 'Observação',
  back: 'Voltar',
  confirm: 'Confirmar',
  noAddress: 'Escolha um armazém para definir o retorno.',
} as const;
