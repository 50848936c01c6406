import { Alert, TextField } from '@box/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useId } from 'react';
import type { MerchandiseSlice, SchedulingSlice } from '../contracts';
import { SUMMARY_MESSAGES } from '../messages/summary';
import type { VehicleSlice } from '../vehicle/vehicleSlice';
import { usePartSheets } from '../wizard/partSheets';
import { PriceBox } from './PriceBox';
import { SummaryHeader } from './SummaryHeader';
import { SUMMARY_STEP_SHEETS } from './styles';
import type { SummarySlice } from './summarySlice';

export interface SummaryStepProps {
  scheduling: SchedulingSlice;
  merchandise: MerchandiseSlice;
  vehicle: VehicleSlice;
  summary: SummarySlice;
  /** The read-only merchandise list (step 1's, without its actions). */
  list: ReactNode;
  onRecalculate: () => void;
}

function RoundTripPlace({ merchandise }: { merchandise: MerchandiseSlice }) {
  useSignals();
  const roundTrip = merchandise.roundTrip.value;
  if (merchandise.serviceType.value !== 'DELIVERY' || !roundTrip?.isRoundTrip) return null;
  const a = roundTrip.address;
  const line = [`${a.address}, ${a.number}`, a.complement, a.neighborhood, `${a.city}/${a.state}`, a.cep]
    .filter(Boolean)
    .join(' · ');
  return (
    <p className="box-summary__round-trip">
      <strong>{SUMMARY_MESSAGES.roundTripTitle}</strong> {line}
    </p>
  );
}

/** Step 3 (SPEC §2): header, read-only list, round-trip place, the quote, external id and the quote warning. */
export function SummaryStep({
  scheduling,
  merchandise,
  vehicle,
  summary,
  list,
  onRecalculate,
}: SummaryStepProps) {
  useSignals();
  usePartSheets(SUMMARY_STEP_SHEETS);
  const listTitle = useId();
  const external = summary.externalId.value;
  return (
    <div className="box-summary">
      <SummaryHeader scheduling={scheduling} merchandise={merchandise} vehicle={vehicle} />
      <section className="box-summary__merchandise" aria-labelledby={listTitle}>
        <h3 id={listTitle} className="box-summary__title">
          {SUMMARY_MESSAGES.merchandiseTitle}
        </h3>
        {list}
        <RoundTripPlace merchandise={merchandise} />
      </section>
      <PriceBox summary={summary} onRecalculate={onRecalculate} />
      <TextField
        label={SUMMARY_MESSAGES.externalIdLabel}
        value={summary.externalIdInput.value}
        onChange={(value) => {
          summary.externalIdInput.value = value;
        }}
        disabled={summary.submitted.value}
        autoComplete="off"
        hint={SUMMARY_MESSAGES.externalIdHint}
        error={external.ok ? null : external.message}
      />
      <Alert tone="warning">{SUMMARY_MESSAGES.quoteWarning}</Alert>
    </div>
  );
}
