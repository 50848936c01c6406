import { EmptyState, InboxIcon } from '@box/ui';
import { MESSAGES } from '../messages';

/** SPEC §2 empty state: the period has no orders. */
export function StatementEmpty() {
  return <EmptyState icon={<InboxIcon />} title={MESSAGES.empty} />;
}
