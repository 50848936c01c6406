/** SPEC §4: every state but APPROVED reads as pre-approved to the shipper. */
export const RISK_MANAGEMENT_LABELS = {
  FAILED: 'Pré-aprovado',
  REQUESTED: 'Pré-aprovado',
  REJECTED: 'Pré-aprovado',
  APPROVED: 'Aprovado',
} as const;
export type RiskManagementStatus = keyof typeof RISK_MANAGEMENT_LABELS;
export const RISK_MANAGEMENT_STATUSES = /*#__PURE__*/ Object.keys(
  RISK_MANAGEMENT_LABELS,
) as RiskManagementStatus[];
export const riskManagementLabel = (status: string): string =>
  RISK_MANAGEMENT_LABELS[status as RiskManagementStatus] ?? 'Pré-aprovado';
