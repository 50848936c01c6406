import {
  SEFAZ_STATUS_LABELS,
  SEFAZ_STATUS_TONES,
  type SefazRegistrationStatus,
  type SefazTone,
} from '@box/core/catalogues';
import { Badge, type BadgeProps } from '@box/ui';

/** core names a refusal 'fail'; ui's badge calls that tone 'danger'. */
const BADGE_TONES: Record<SefazTone, NonNullable<BadgeProps['tone']>> = {
  success: 'success',
  warning: 'warning',
  fail: 'danger',
  neutral: 'neutral',
};

/**
 * The row's SEFAZ registration (issue 20) in core's words ('Registrado na SEFAZ', …): the words carry the status,
 * the tone only repeats it. A single span, no state: it sits in thousands of rows.
 */
export function SefazBadge({ status }: { status: SefazRegistrationStatus }) {
  return <Badge tone={BADGE_TONES[SEFAZ_STATUS_TONES[status]]}>{SEFAZ_STATUS_LABELS[status]}</Badge>;
}
