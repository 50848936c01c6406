/** The one text of the section the first load carries: its placeholder's, while the chunk is on its way. */
export const INTEGRATIONS_LOADING = 'Carregando integrações';
