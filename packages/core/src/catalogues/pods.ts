/** SPEC §3 pod status (the outcome recorded at a stop). Labels are ours: the spec names only the codes. */
export const POD_STATUS_LABELS = {
  SUCCEEDED: 'Entregue',
  FAILED: 'Insucesso',
  RETURNED: 'Devolvido',
} as const;
export type PodStatus = keyof typeof POD_STATUS_LABELS;
export const POD_STATUSES = /*#__PURE__*/ Object.keys(POD_STATUS_LABELS) as PodStatus[];
export const podStatusLabel = (status: string): string => POD_STATUS_LABELS[status as PodStatus] ?? status;

/**
 * SPEC §3 proof `statusType` (success, partial success, failure; on the wire 'partial_success') and the badge
 * each shows (SPEC §2: partial success = warning, failure = fail, else success).
 */
export const POD_STATUS_TYPES = ['success', 'partial_success', 'failure'] as const;
export type PodStatusType = (typeof POD_STATUS_TYPES)[number];
export type PodBadge = 'success' | 'warning' | 'fail';

export function podBadge(statusType: string): PodBadge {
  if (statusType === 'partial_success') return 'warning';
  if (statusType === 'failure') return 'fail';
  return 'success';
}

/** The words of each badge (ours: the spec gives only the tones), for pages that show a proof's outcome. */
export const POD_BADGE_LABELS: Record<PodBadge, string> = {
  success: 'Sucesso',
  warning: 'Sucesso parcial',
  fail: 'Insucesso',
};
export const podBadgeLabel = (statusType: string): string => POD_BADGE_LABELS[podBadge(statusType)];
