import { Skeleton } from '@box/ui';
import { MESSAGES } from '../messages';

/** The page's shape while the proof loads: title, map, then the detail rows. */
export function PodLoading() {
  return (
    <div className="box-pod__loading" role="status" aria-busy="true">
      <span className="box-sr-only">{MESSAGES.loading}</span>
      <Skeleton width="16rem" height="1.75rem" />
      <Skeleton height="240px" />
      {Array.from({ length: 6 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder rows
        <Skeleton key={i} width={i % 2 ? '70%' : '90%'} />
      ))}
    </div>
  );
}
