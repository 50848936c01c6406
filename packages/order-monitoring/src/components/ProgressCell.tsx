import type { SefazRegistrationStatus } from '@box/core/catalogues';
import { Badge } from '@box/ui';
import { MESSAGES } from '../messages';
import { SefazBadge } from './SefazBadge';

export interface ProgressCellProps {
  progress: number;
  totalStops: number;
  failedServices: number;
  /** The order's proofs at SEFAZ (issue 20); null when there is nothing to register. */
  sefaz: SefazRegistrationStatus | null;
  /** SEFAZ's protocols of the order's proofs registered now (issue 20); none or absent: no line. */
  protocols?: readonly string[];
}

/**
 * 'done/total' stops with a small bar; failed services and the proofs' SEFAZ registration are called out under
 * it (side by side when the column has room, else one under the other); the registered proofs' protocol (or how
 * many) in small print under them, only on the rows that have one.
 */
export function ProgressCell({ progress, totalStops, failedServices, sefaz, protocols }: ProgressCellProps) {
  const ratio = totalStops > 0 ? Math.min(1, progress / totalStops) : 0;
  const failures =
    failedServices > 0 ? <Badge tone="danger">{MESSAGES.failures(failedServices)}</Badge> : null;
  const registration = sefaz ? <SefazBadge status={sefaz} /> : null;
  // No wrapper around the count and its spoken form, since a search refills every row in the window (issue 19):
  // they are grid items of their own, the spoken one out of the flow.
  return (
    <div className="box-monitoring__progress">
      <span className="box-monitoring__progress-text" aria-hidden="true">{`${progress}/${totalStops}`}</span>
      <span className="box-sr-only">{MESSAGES.progress(progress, totalStops)}</span>
      <span className="box-monitoring__bar" aria-hidden="true">
        <span
          className={
            failedServices > 0
              ? 'box-monitoring__bar-fill box-monitoring__bar-fill--failed'
              : 'box-monitoring__bar-fill'
          }
          style={{ width: `${Math.round(ratio * 100)}%` }}
        />
      </span>
      {/* A wrapper only when both badges share the line: every element counts when thousands of rows scroll. */}
      {failures && registration ? (
        <span className="box-monitoring__progress-notes">
          {failures}
          {registration}
        </span>
      ) : (
        (failures ?? registration)
      )}
      {protocols?.length ? (
        <span className="box-monitoring__muted box-monitoring__protocols">
          {MESSAGES.protocols(protocols)}
        </span>
      ) : null}
    </div>
  );
}
