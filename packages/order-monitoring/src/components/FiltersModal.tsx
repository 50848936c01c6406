import { Button, Checkbox, Modal } from '@box/ui';
import { memo, useEffect, useState } from 'react';
import { MESSAGES } from '../messages';
import {
  FILTER_LABELS,
  type FilterKey,
  type MonitoringFilters,
  NO_FILTERS,
  setFilter,
} from '../state/filters';

export interface FiltersModalProps {
  open: boolean;
  filters: MonitoringFilters;
  onApply: (filters: MonitoringFilters) => void;
  onClose: () => void;
}

const KEYS: FilterKey[] = ['delayed', 'withPendency', 'withoutPendency'];

/** The filters dialog: choices are a draft until applied; closing it (Esc, backdrop) drops the draft. */
export const FiltersModal = memo(function FiltersModal({
  open,
  filters,
  onApply,
  onClose,
}: FiltersModalProps) {
  const [draft, setDraft] = useState(filters);
  useEffect(() => {
    if (open) setDraft(filters);
  }, [open, filters]);

  return (
    <Modal
      open={open}
      size="sm"
      title={MESSAGES.filtersTitle}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={() => onApply(NO_FILTERS)}>
            {MESSAGES.filtersClear}
          </Button>
          <Button onClick={() => onApply(draft)}>{MESSAGES.filtersApply}</Button>
        </>
      }
    >
      <div className="box-monitoring__filters">
        {KEYS.map((key) => (
          <Checkbox
            key={key}
            label={FILTER_LABELS[key]}
            checked={draft[key]}
            onChange={(on) => setDraft((current) => setFilter(current, key, on))}
          />
        ))}
      </div>
    </Modal>
  );
});
