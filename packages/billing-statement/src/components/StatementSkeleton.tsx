import { Skeleton } from '@box/ui';
import { MESSAGES } from '../messages';

const SUMMARY_ROWS = 3;
const DETAIL_ROWS = 6;

/** SPEC §2 loading skeleton, in the shape of the summary and the Detalhamento list. */
export function StatementSkeleton() {
  return (
    <div className="box-billing-skeleton" data-testid="statement-skeleton">
      <span className="box-sr-only" role="status">
        {MESSAGES.loading}
      </span>
      <Skeleton width="14em" height={20} />
      {Array.from({ length: SUMMARY_ROWS }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder rows that never reorder.
        <div key={row} className="box-billing-skeleton__row">
          <Skeleton width="30%" height={14} />
          <Skeleton width="15%" height={14} />
          <Skeleton width="20%" height={14} />
        </div>
      ))}
      <Skeleton width="10em" height={20} />
      {Array.from({ length: DETAIL_ROWS }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder rows that never reorder.
        <div key={row} className="box-billing-skeleton__row">
          <Skeleton width="20%" height={14} />
          <Skeleton width="15%" height={14} />
          <Skeleton width="10%" height={14} />
          <Skeleton width="25%" height={14} />
          <Skeleton width="15%" height={14} />
        </div>
      ))}
    </div>
  );
}
