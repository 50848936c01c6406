import type { OrderStatus } from '@box/core';
import type { OrderPlan, ShipperContext } from './build-orders';

const ORDER_STEPS = ['ALLOCATED', 'ON_THE_WAY', 'LOADED', 'IN_PROGRESS', 'FINISHED'] as const;

export function addOrderTimeline(
  ctx: ShipperContext,
  orderId: number,
  status: OrderStatus,
  times: {
    allocatedAt: Date | null;
    startedAt: Date | null;
    finishedAt: Date | null;
    canceledAt: Date | null;
    firstDone: Date | null;
  },
) {
  // How far the order got: index of the step in progress (DOING); steps before it are DONE.
  const reached =
    status === 'FINISHED'
      ? 5
      : status === 'IN_PROGRESS'
        ? 3
        : status === 'ALLOCATED'
          ? 1
          : times.allocatedAt
            ? 1
            : 0;
  const stepTimes = [times.allocatedAt, times.startedAt, times.firstDone, times.firstDone, times.finishedAt];
  ORDER_STEPS.forEach((step, i) => {
    const done = i < reached;
    const doing = i === reached && status !== 'CANCELED' && status !== 'CREATED' && status !== 'FINISHED';
    ctx.data.timelineEvents.push({
      id: ctx.ids.take('timelineEvents'),
      orderId,
      shipmentId: null,
      step,
      status: done ? 'DONE' : doing ? 'DOING' : 'NOT_DONE',
      startedAt: done || doing ? (stepTimes[i] ?? times.allocatedAt) : null,
      finishedAt: done ? (stepTimes[i] ?? times.allocatedAt) : null,
    });
  });
}

const SHIPMENT_STEPS = ['PICKUP', 'IN_TRANSIT', 'ON_THE_WAY', 'DELIVERY'] as const;

export function addShipmentTimeline(
  ctx: ShipperContext,
  orderId: number,
  shipmentId: number,
  status: OrderStatus,
  stopStatus: string,
  plan: OrderPlan,
  doneAt: Date | null,
  startedAt: Date | null,
) {
  const reached =
    stopStatus !== 'PENDING' ? 4 : status === 'IN_PROGRESS' ? 2 : status === 'ALLOCATED' ? 0 : -1;
  SHIPMENT_STEPS.forEach((step, i) => {
    const done = i < reached;
    const doing = i === reached;
    const time = i === 3 ? doneAt : (startedAt ?? plan.createdAt);
    ctx.data.timelineEvents.push({
      id: ctx.ids.take('timelineEvents'),
      orderId,
      shipmentId,
      step,
      status: done ? 'DONE' : doing ? 'DOING' : 'NOT_DONE',
      startedAt: done || doing ? time : null,
      finishedAt: done ? time : null,
    });
  });
}
