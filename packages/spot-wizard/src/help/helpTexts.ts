// Apart from the modal so that step 1's help link can name it without loading the modal's chunk.
export const HELP_TEXTS = {
  link: 'Como adicionar mercadorias',
  title: 'Como adicionar mercadorias',
  close: 'Entendi',
} as const;
