import { Alert } from '@box/ui';
import type { Notice } from './store';

/** A form's outcome: success waits its turn for screen readers, a failure interrupts (Alert's roles). */
export function NoticeAlert({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  if (!notice) return null;
  return (
    <Alert tone={notice.tone} title={notice.title} onClose={onClose}>
      {notice.message}
    </Alert>
  );
}
