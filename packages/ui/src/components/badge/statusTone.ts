import type { SefazTone } from '@box/core/catalogues';
import type { BadgeProps } from './Badge';

/** core's status tones name a refusal 'fail'; the badge calls that tone 'danger'. */
const BADGE_TONES: Record<SefazTone, NonNullable<BadgeProps['tone']>> = {
  success: 'success',
  warning: 'warning',
  fail: 'danger',
  neutral: 'neutral',
};

/** The badge tone of one of core's status tones (a SEFAZ registration's, a proof's). */
export const badgeToneOf = (tone: SefazTone): NonNullable<BadgeProps['tone']> => BADGE_TONES[tone];
