/** SPEC §3 service types; the wizard's radio shows 'Coleta' first, then 'Entrega'. */
export const SERVICE_TYPES = [
  { type: 'PICKUP', label: 'Coleta' },
  { type: 'DELIVERY', label: 'Entrega' },
] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number]['type'];
export const SERVICE_TYPE_CODES = /*#__PURE__*/ SERVICE_TYPES.map((s) => s.type) as ServiceType[];

const labels = /*#__PURE__*/ new Map<string, string>(
  /*#__PURE__*/ SERVICE_TYPES.map((s) => [s.type, s.label]),
);
export const serviceTypeLabel = (type: string): string => labels.get(type) ?? type;
