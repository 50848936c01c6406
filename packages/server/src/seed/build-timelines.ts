import type { OrderStatus } from '@box/core/schemas';
import type { OrderPlan, ShipperContext } from './build-orders';

const ORDER_STEPS = ['ALLOCATED', 'ON_THE_WAY', 'LOADED', 'IN_PROGRESS', 'FINISHED'] as const;

/** A timeline row without its ids (the seed numbers them; the simulator lets the database do it). */
export interface TimelineStep {
  step: string;
  status: 'DONE' | 'DOING' | 'NOT_DONE';
  startedAt: Date | null;
  finishedAt: Date | null;
}

export interface OrderTimes {
  allocatedAt: Date | null;
  startedAt: Date | null;
  finishedAt: Date | null;
  canceledAt: Date | null;
  firstDone: Date | null;
}

/** An order's five steps as its status shows them (shared by the seed and the simulator). */
export function orderTimelineSteps(status: OrderStatus, times: OrderTimes): TimelineStep[] {
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
  return ORDER_STEPS.map((step, i) => {
    const done = i < reached;
    const doing = i === reached && status !== 'CANCELED' && status !== 'CREATED' && status !== 'FINISHED';
    return {
      step,
      status: done ? 'DONE' : doing ? 'DOING' : 'NOT_DONE',
      startedAt: done || doing ? (stepTimes[i] ?? times.allocatedAt) : null,
      finishedAt: done ? (stepTimes[i] ?? times.allocatedAt) : null,
    };
  });
}

export function addOrderTimeline(
  ctx: ShipperContext,
  orderId: number,
  status: OrderStatus,
  times: OrderTimes,
) {
  for (const row of orderTimelineSteps(status, times)) {
    ctx.data.timelineEvents.push({ id: ctx.ids.take('timelineEvents'), orderId, shipmentId: null, ...row });
  }
}

const SHIPMENT_STEPS = ['PICKUP', 'IN_TRANSIT', 'ON_THE_WAY', 'DELIVERY'] as const;

/** A shipment's four steps from its order's status and the status of the stop that settles it. */
export function shipmentTimelineSteps(
  status: OrderStatus,
  stopStatus: string,
  createdAt: Date,
  doneAt: Date | null,
  startedAt: Date | null,
): TimelineStep[] {
  const reached =
    stopStatus !== 'PENDING' ? 4 : status === 'IN_PROGRESS' ? 2 : status === 'ALLOCATED' ? 0 : -1;
  return SHIPMENT_STEPS.map((step, i) => {
    const done = i < reached;
    const doing = i === reached;
    const time = i === 3 ? doneAt : (startedAt ?? createdAt);
    return {
      step,
      status: done ? 'DONE' : doing ? 'DOING' : 'NOT_DONE',
      startedAt: done || doing ? time : null,
      finishedAt: done ? time : null,
    };
  });
}

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
  for (const row of shipmentTimelineSteps(status, stopStatus, plan.createdAt, doneAt, startedAt)) {
    ctx.data.timelineEvents.push({ id: ctx.ids.take('timelineEvents'), orderId, shipmentId, ...row });
  }
}
