import { Alert } from '@box/ui';
import { useSignals } from '@preact/signals-react/runtime';
import type { SchedulingStore } from './schedulingSlice';

/** SPEC §4: while the operations team is away, a notice says when the request will be handled. */
export function ServiceAvailabilityNotice({ scheduling }: { scheduling: SchedulingStore }) {
  useSignals();
  const availability = scheduling.availability.value;
  if (!availability || availability.available) return null;
  return (
    <Alert tone="warning" className="box-step1__notice">
      {availability.notice}
    </Alert>
  );
}
