import { SHIPMENT_TIMELINE_STEPS, shipmentTimelineStepLabel } from '@box/core/catalogues';
import { shipmentTimelineCaption } from '@box/core/rules';
import type { ShipmentTimelineItem } from '@box/core/schemas';
import { Timeline, type TimelineItem } from '../../shared/Timeline';
import { SHIPMENT_TEXTS } from '../texts';

/** The four shipment steps in the spec's order, whatever order the answer lists them in. */
export function shipmentTimelineItems(timeline: readonly ShipmentTimelineItem[]): TimelineItem[] {
  return SHIPMENT_TIMELINE_STEPS.flatMap(({ step }) => {
    const item = timeline.find((t) => t.step === step);
    if (!item) return [];
    return [
      {
        id: step,
        label: shipmentTimelineStepLabel(step, item.status),
        status: item.status,
        caption: shipmentTimelineCaption(item),
      },
    ];
  });
}

export function ShipmentTimeline({ timeline }: { timeline: readonly ShipmentTimelineItem[] }) {
  return <Timeline items={shipmentTimelineItems(timeline)} label={SHIPMENT_TEXTS.timelineLabel} />;
}
