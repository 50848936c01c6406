import { SEFAZ_STATUS_LABELS, SEFAZ_STATUS_TONES, type SefazRegistrationStatus } from '@box/core/catalogues';
import { Badge, badgeToneOf } from '@box/ui';

/**
 * The row's SEFAZ registration (issue 20) in core's words ('Registrado na SEFAZ', …): the words carry the status,
 * the tone only repeats it. A single span, no state: it sits in thousands of rows.
 */
export function SefazBadge({ status }: { status: SefazRegistrationStatus }) {
  return <Badge tone={badgeToneOf(SEFAZ_STATUS_TONES[status])}>{SEFAZ_STATUS_LABELS[status]}</Badge>;
}
