import { Skeleton } from '@box/ui';
import { ORDER_TRACKING_TEXTS as T } from '../texts';

/** First load: the page's outline, announced once. */
export function OrderTrackingLoading() {
  return (
    <div className="box-order-tracking box-order-tracking--loading" role="status" aria-busy="true">
      <span className="box-sr-only">{T.loading}</span>
      <h1 className="box-order-tracking__title">{T.title}</h1>
      <Skeleton width="40%" />
      <Skeleton width="70%" />
      <Skeleton height="12rem" />
    </div>
  );
}
