/** Read out while the block's chunk arrives; here, not in messages.ts, so the first load carries only this. */
export const SEFAZ_LOADING = 'Carregando o canhoto digital';
