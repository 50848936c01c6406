import { orderTimelineStepLabel } from '@box/core/catalogues';
import { formatDateTime } from '@box/core/format';
import { orderCanceledBanner, orderTimelineCaption } from '@box/core/rules';
import type { OrderTracking } from '@box/core/schemas';
import { Alert } from '@box/ui';
import { Timeline } from '../../shared';
import { ORDER_TRACKING_TEXTS as T } from '../texts';
import { ShareOrderButton } from './ShareOrderButton';

export interface OrderSummaryProps {
  order: OrderTracking;
  /** The public page's link, null where there is none to share (the public page itself). */
  shareUrl: string | null;
  copy: (url: string) => void;
  /** The last refresh failed: the data shown may be old. */
  stale: boolean;
}

/** The side summary of SPEC §2: OS number, schedule, share button, timeline, canceled banner, update note. */
export function OrderSummary({ order, shareUrl, copy, stale }: OrderSummaryProps) {
  const { scheduledFor } = order.orderDetails;
  const items = order.timeline.map((item) => ({
    id: item.step,
    label: orderTimelineStepLabel(item.step),
    status: item.status,
    caption: orderTimelineCaption(item, order.eta),
  }));
  return (
    <div className="box-order-tracking__summary">
      <div className="box-order-tracking__summary-head">
        <p className="box-order-tracking__os">{T.orderId(order.orderId)}</p>
        {shareUrl ? <ShareOrderButton orderId={order.orderId} url={shareUrl} copy={copy} /> : null}
      </div>
      <p className="box-order-tracking__schedule">
        <span className="box-order-tracking__muted">{T.schedule}: </span>
        {scheduledFor ? formatDateTime(scheduledFor) : T.immediate}
      </p>
      {order.status === 'CANCELED' && order.canceledAt ? (
        <Alert tone="danger" className="box-order-tracking__canceled">
          {orderCanceledBanner(order.canceledAt)}
        </Alert>
      ) : null}
      <Timeline items={items} label={T.timelineLabel} className="box-order-tracking__timeline" />
      <p className="box-order-tracking__note">{T.autoUpdate}</p>
      {stale ? (
        <p className="box-order-tracking__stale" role="status">
          {T.refreshFailed}
        </p>
      ) : null}
    </div>
  );
}
