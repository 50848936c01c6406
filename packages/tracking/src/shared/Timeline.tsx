import type { TimelineStatus } from '@box/core/schemas';

export interface TimelineItem {
  id: string;
  /** The step's text (SPEC §4), e.g. 'A caminho'. */
  label: string;
  status: TimelineStatus;
  /** Under the label: 'DD/MM às HH:mm' when done, the estimate while doing; empty for nothing. */
  caption?: string;
}

export interface TimelineProps {
  items: readonly TimelineItem[];
  /** Accessible name of the list, e.g. 'Andamento da ordem de serviço'. */
  label: string;
  className?: string;
}

/** What a screen reader hears after each step, since the dot's colour says it visually. */
const STATUS_TEXT: Record<TimelineStatus, string> = {
  DONE: 'concluída',
  DOING: 'em andamento',
  NOT_DONE: 'pendente',
};

const MODIFIER: Record<TimelineStatus, string> = { DONE: 'done', DOING: 'doing', NOT_DONE: 'not-done' };

/** A vertical list of steps, each DONE / DOING / NOT_DONE (SPEC §4); the DOING one is aria-current="step". */
export function Timeline({ items, label, className }: TimelineProps) {
  return (
    <ol className={className ? `box-timeline ${className}` : 'box-timeline'} aria-label={label}>
      {items.map((item) => (
        <li
          key={item.id}
          className={`box-timeline__step box-timeline__step--${MODIFIER[item.status]}`}
          data-status={item.status}
          aria-current={item.status === 'DOING' ? 'step' : undefined}
        >
          <span className="box-timeline__dot" aria-hidden="true" />
          <span className="box-timeline__text">
            <span className="box-timeline__label">
              {item.label}
              <span className="box-sr-only"> ({STATUS_TEXT[item.status]})</span>
            </span>
            {item.caption ? <span className="box-timeline__caption">{item.caption}</span> : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
