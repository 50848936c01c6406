import { serviceTypeLabel } from '@box/core/catalogues';
import { formatRoundedWeight } from '@box/core/format';
import { useSignals } from '@preact/signals-react/runtime';
import type { MerchandiseSlice, SchedulingSlice } from '../contracts';
import { SUMMARY_MESSAGES } from '../messages/summary';
import type { VehicleSlice } from '../vehicle/vehicleSlice';

export interface SummaryHeaderProps {
  scheduling: SchedulingSlice;
  merchandise: MerchandiseSlice;
  vehicle: VehicleSlice;
}

/** SPEC §2 step 3 header: vehicle, service type, schedule, total weight in kg, body types. */
export function SummaryHeader({ scheduling, merchandise, vehicle }: SummaryHeaderProps) {
  useSignals();
  const chosen = vehicle.selected.value;
  const weight = vehicle.weight.value;
  const bodies = (chosen?.possibleBodyTypes ?? []).filter((b) => vehicle.bodyTypes.value.includes(b.id));
  const extras = (chosen?.availableExtras ?? []).filter((e) => vehicle.extras.value.includes(e.id));
  const assistants = vehicle.assistants.value.available ? vehicle.assistantsCount.value : 0;
  const items: [string, string][] = [
    [SUMMARY_MESSAGES.vehicle, chosen?.name ?? SUMMARY_MESSAGES.none],
    [SUMMARY_MESSAGES.serviceType, serviceTypeLabel(merchandise.serviceType.value)],
    [SUMMARY_MESSAGES.schedule, scheduling.label.value],
    [
      SUMMARY_MESSAGES.totalWeight,
      weight.ok && weight.value !== null ? formatRoundedWeight(weight.value) : SUMMARY_MESSAGES.none,
    ],
    [
      SUMMARY_MESSAGES.bodyTypes,
      bodies.length > 0 ? bodies.map((b) => b.name).join(', ') : SUMMARY_MESSAGES.none,
    ],
  ];
  if (extras.length > 0) items.push([SUMMARY_MESSAGES.extras, extras.map((e) => e.description).join(', ')]);
  if (assistants > 0) items.push([SUMMARY_MESSAGES.assistants, String(assistants)]);
  return (
    <dl className="box-summary__header" aria-label={SUMMARY_MESSAGES.headerLabel}>
      {items.map(([term, value]) => (
        <div key={term} className="box-summary__fact">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
