/** SPEC §3 charge types: numeric codes and pt-BR labels, in the spec's order. */
export const CHARGE_TYPES = [
  { key: 'OTHER', code: 99, label: 'Outros' },
  { key: 'WAITING_TIME', code: 101, label: 'Tempo de Espera' },
  { key: 'DISTANCE', code: 102, label: 'Distância' },
  { key: 'CO_DRIVER', code: 103, label: 'Ajudante(s)' },
  { key: 'TOLL', code: 104, label: 'Pedágio(s)' },
  { key: 'RETURN', code: 105, label: 'Devoluções' },
  { key: 'PERNOITE', code: 107, label: 'Pernoite' },
  { key: 'REENTREGA', code: 108, label: 'Reentrega' },
  { key: 'AD_VALOREM', code: 110, label: 'Ad valorem' },
  { key: 'CANCELAMENTO', code: 111, label: 'Taxa de cancelamento' },
  { key: 'REEMBOLSO', code: 112, label: 'Reembolso' },
  { key: 'EXCEDENTE_DE_PESO', code: 113, label: 'Excedente de peso' },
  { key: 'ESTORNO_CANCELAMENTO', code: 114, label: 'Estorno – Rota cancelada' },
  { key: 'ROTA_CIRCULAR', code: 115, label: 'Rota circular' },
  { key: 'DISCOUNT', code: 501, label: 'Desconto(s)' },
  { key: 'DESCARGA', code: 550, label: 'Descarga' },
] as const;

export type ChargeTypeKey = (typeof CHARGE_TYPES)[number]['key'];
export type ChargeTypeCode = (typeof CHARGE_TYPES)[number]['code'];

/** `CHARGE_TYPE.TOLL === 104` */
export const CHARGE_TYPE = /*#__PURE__*/ Object.fromEntries(
  /*#__PURE__*/ CHARGE_TYPES.map((c) => [c.key, c.code]),
) as {
  [K in ChargeTypeKey]: Extract<(typeof CHARGE_TYPES)[number], { key: K }>['code'];
};

export const CHARGE_TYPE_CODES = /*#__PURE__*/ CHARGE_TYPES.map((c) => c.code) as ChargeTypeCode[];

const labels = /*#__PURE__*/ new Map<number, string>(
  /*#__PURE__*/ CHARGE_TYPES.map((c) => [c.code, c.label]),
);

/** The catalogue label of a charge code, or null for a code the catalogue does not know. */
export const chargeTypeLabel = (code: number): string | null => labels.get(code) ?? null;

/**
 * The text a charge line shows (SPEC §2 Valores tab): an OTHER charge shows its own description; any other
 * charge its type label. An unknown code falls back to the label the server sent.
 */
export function chargeLabel(charge: {
  type: number;
  typeLabel?: string | null;
  description?: string | null;
}) {
  if (charge.type === CHARGE_TYPE.OTHER) return charge.description?.trim() || 'Outros';
  return chargeTypeLabel(charge.type) ?? charge.typeLabel ?? 'Outros';
}
