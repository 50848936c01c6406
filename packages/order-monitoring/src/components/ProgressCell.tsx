import { Badge } from '@box/ui';
import { MESSAGES } from '../messages';

export interface ProgressCellProps {
  progress: number;
  totalStops: number;
  failedServices: number;
}

/** 'done/total' stops with a small bar; failed services are called out beside it. */
export function ProgressCell({ progress, totalStops, failedServices }: ProgressCellProps) {
  const ratio = totalStops > 0 ? Math.min(1, progress / totalStops) : 0;
  return (
    <div className="box-monitoring__progress">
      <span className="box-monitoring__progress-text">
        <span aria-hidden="true">{`${progress}/${totalStops}`}</span>
        <span className="box-sr-only">{MESSAGES.progress(progress, totalStops)}</span>
      </span>
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
      {failedServices > 0 ? <Badge tone="danger">{MESSAGES.failures(failedServices)}</Badge> : null}
    </div>
  );
}
