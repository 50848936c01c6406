const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const twoDecimals = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const noDecimals = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

/** 'R$ 1.234,56' (Intl puts a no-break space after R$; we use a plain space, as the spec writes it). */
export const formatMoney = (value: number) => money.format(value).replace(/\u00a0/g, ' ');
/** '1.234,50 kg' */
export const formatWeight = (kg: number) => `${twoDecimals.format(kg)} kg`;
/** '12 km' */
export const formatDistance = (km: number) => `${noDecimals.format(km)} km`;
