// Apart from the modal so that step 1's button can name it without loading the modal's chunk.
export const MANUAL_TEXTS = {
  title: 'Adicionar manualmente',
  editTitle: 'Editar mercadoria',
  steps: 'Etapas do cadastro',
  stepMerchandise: 'Mercadoria',
  stepTracking: 'Rastreio da mercadoria',
  code: 'Código da mercadoria',
  instructions: 'Instruções para o motorista',
  cancel: 'Cancelar',
  back: 'Voltar',
  next: 'Próximo',
  submit: 'Adicionar',
  save: 'Salvar',
  trackingIntro: 'Quem deve receber o link de rastreio desta mercadoria?',
} as const;
