import { Skeleton } from '@box/ui';
import { MESSAGES } from '../messages';

const ROWS = 8;
const WIDTHS = ['60%', '80%', '70%', '90%', '75%', '50%'];

/** Skeleton rows in the table's shape while the orders load. */
export function LoadingRows() {
  return (
    <div className="box-monitoring__loading" aria-busy="true">
      <span className="box-sr-only" role="status">
        {MESSAGES.loading}
      </span>
      {Array.from({ length: ROWS }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder rows that never reorder.
        <div key={row} className="box-monitoring__loading-row" data-testid="skeleton-row">
          {WIDTHS.map((width, cell) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder cells that never reorder.
            <Skeleton key={cell} width={width} height={14} />
          ))}
        </div>
      ))}
    </div>
  );
}
