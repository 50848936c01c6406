import { isVehicleType, vehicleTypeLabel } from '@box/core/catalogues';
import { formatWeight } from '@box/core/format';
import { Badge, Button } from '@box/ui';
import { memo, useId, useState } from 'react';
import type { BatchGroupView, BatchRowView } from './batchViews';
import { BATCH_TEXTS } from './texts';

export interface BatchGroupCardProps {
  view: BatchGroupView;
  onRemove: (key: string) => void;
}

function RowsTable({ rows, caption }: { rows: readonly BatchRowView[]; caption: string }) {
  return (
    <table className="box-batch-group__rows">
      <caption className="box-sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{BATCH_TEXTS.line}</th>
          <th scope="col">{BATCH_TEXTS.code}</th>
          <th scope="col">{BATCH_TEXTS.address}</th>
          <th scope="col">{BATCH_TEXTS.problem}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.line} className={row.problems.length > 0 ? 'box-batch-group__row--error' : undefined}>
            <td data-label={BATCH_TEXTS.line}>{row.line}</td>
            <td data-label={BATCH_TEXTS.code} className="box-batch-group__code">
              {row.code}
            </td>
            <td data-label={BATCH_TEXTS.address}>{row.address ?? BATCH_TEXTS.noAddress}</td>
            <td data-label={BATCH_TEXTS.problem}>
              {row.problems.length === 0 ? (
                BATCH_TEXTS.noProblem
              ) : (
                <ul className="box-batch-group__problems">
                  {row.problems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * One group of the batch list: the order it becomes (external id, customer, user, vehicle, schedule,
 * warehouse, total weight) and its rows. Rows with problems always show; the others on demand, so a 1,000-row
 * sheet lists 200 short cards, not 1,000 table rows.
 */
/** The vehicle's pt-BR name ('Utilitário Pequeno' for FIORINO); a code the catalogue lacks shows as pasted. */
const vehicleName = (type: string | null) =>
  type === null ? '—' : isVehicleType(type) ? vehicleTypeLabel(type) : type;

export const BatchGroupCard = memo(function BatchGroupCard({ view, onRemove }: BatchGroupCardProps) {
  const [expanded, setExpanded] = useState(false);
  const titleId = useId();
  const rowsId = useId();
  const name = view.externalId ?? BATCH_TEXTS.noExternalId;
  const shown = expanded ? view.rows : view.rows.filter((row) => row.problems.length > 0);
  const facts: [string, string][] = [
    [BATCH_TEXTS.customer, view.customerId === null ? '—' : String(view.customerId)],
    [BATCH_TEXTS.user, view.userEmail ?? '—'],
    [BATCH_TEXTS.vehicle, vehicleName(view.vehicleType)],
    [BATCH_TEXTS.schedule, view.schedule],
    [BATCH_TEXTS.warehouse, view.warehouseName ?? '—'],
    [
      BATCH_TEXTS.weight,
      view.totalWeightInKilograms === null ? BATCH_TEXTS.noWeight : formatWeight(view.totalWeightInKilograms),
    ],
  ];
  return (
    <li
      className={view.problemCount > 0 ? 'box-batch-group box-batch-group--error' : 'box-batch-group'}
      aria-labelledby={titleId}
    >
      <div className="box-batch-group__head">
        <h4 id={titleId} className="box-batch-group__title">
          {name}
        </h4>
        <span className="box-batch-group__count">{BATCH_TEXTS.shipments(view.rows.length)}</span>
        {view.problemCount > 0 ? (
          <Badge tone="danger">{BATCH_TEXTS.withProblems(view.problemCount)}</Badge>
        ) : (
          <Badge tone="success">{BATCH_TEXTS.ready}</Badge>
        )}
      </div>
      <dl className="box-batch-group__facts">
        {facts.map(([label, value]) => (
          <div key={label} className="box-batch-group__fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {shown.length > 0 ? (
        <div id={rowsId}>
          <RowsTable rows={shown} caption={BATCH_TEXTS.rowsCaption(name)} />
        </div>
      ) : null}
      <div className="box-batch-group__actions">
        {view.problemCount < view.rows.length ? (
          <Button
            variant="link"
            size="sm"
            aria-expanded={expanded}
            aria-controls={expanded ? rowsId : undefined}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? BATCH_TEXTS.hideRows : BATCH_TEXTS.showRows(view.rows.length)}
          </Button>
        ) : null}
        <Button
          variant="link"
          size="sm"
          aria-label={BATCH_TEXTS.removeLabel(name)}
          onClick={() => onRemove(view.key)}
        >
          {BATCH_TEXTS.remove}
        </Button>
      </div>
    </li>
  );
});
