import { formatDistance, formatMoney } from '@box/core/format';
import { Button, Spinner } from '@box/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import { SUMMARY_MESSAGES } from '../messages/summary';
import { priceLines } from './priceLines';
import type { SummarySlice } from './summarySlice';

export interface PriceBoxProps {
  summary: SummarySlice;
  onRecalculate: () => void;
}

/** The quote of step 3: loading, then the gross price with distance and its lines, or a recalculate offer. */
export function PriceBox({ summary, onRecalculate }: PriceBoxProps) {
  useSignals();
  const titleId = useId();
  const state = summary.estimate.value;
  return (
    <section className="box-summary__price" aria-labelledby={titleId} aria-busy={state.kind === 'loading'}>
      <h3 id={titleId} className="box-summary__title">
        {SUMMARY_MESSAGES.priceTitle}
      </h3>
      {state.kind === 'loading' || state.kind === 'initial' ? (
        <div className="box-summary__calculating">
          <Spinner size="sm" decorative />
          <span>{SUMMARY_MESSAGES.calculating}</span>
        </div>
      ) : null}
      {state.kind === 'fail' ? (
        <div className="box-summary__calculating">
          <span>{SUMMARY_MESSAGES.priceUnavailable}</span>
          <Button variant="secondary" size="sm" onClick={onRecalculate}>
            {SUMMARY_MESSAGES.recalculate}
          </Button>
        </div>
      ) : null}
      {state.kind === 'success' ? (
        <>
          <p className="box-summary__total">
            <span className="box-summary__total-value">{formatMoney(state.estimate.grossPrice)}</span>
            <span className="box-summary__distance">
              {SUMMARY_MESSAGES.distance}: {formatDistance(state.estimate.distanceInKm)}
            </span>
          </p>
          <dl className="box-summary__lines">
            {priceLines(state.estimate).map((line) => (
              <div
                key={`${line.kind}-${line.label}`}
                className={`box-summary__line box-summary__line--${line.kind}`}
              >
                <dt>{line.label}</dt>
                <dd>{formatMoney(line.value)}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
    </section>
  );
}
