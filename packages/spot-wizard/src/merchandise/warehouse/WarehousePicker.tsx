import { Button, InfoIcon, Tooltip } from '@box/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState } from 'react';
import { WarehouseFormModalPart } from '../../wizard/lazyParts';
import { PlusIcon } from '../icons';
import type { MerchandiseStore } from '../merchandiseSlice';
import { WAREHOUSE_TEXTS } from './warehouseForm';

/** The warehouse of the request (SPEC §2 step 1), with the tooltip and the form to register another. */
export function WarehousePicker({
  merchandise,
  disabled = false,
}: {
  merchandise: MerchandiseStore;
  disabled?: boolean;
}) {
  useSignals();
  const id = useId();
  const [formOpen, setFormOpen] = useState(false);
  const load = merchandise.warehousesLoad.value;
  const list = merchandise.warehouses.value;
  const selected = merchandise.warehouse.value;

  return (
    <div className="box-step1__warehouse">
      <div className="box-field">
        <label htmlFor={id} className="box-field__label">
          {WAREHOUSE_TEXTS.label}
        </label>
        <div className="box-step1__warehouse-row">
          <select
            id={id}
            className="box-step1__input"
            value={selected?.id ?? ''}
            disabled={disabled || load !== 'loaded' || list.length === 0}
            aria-busy={load === 'loading' || undefined}
            onChange={(event) => merchandise.selectWarehouse(Number(event.target.value))}
          >
            {load === 'loading' || load === 'idle' ? (
              <option value="">{WAREHOUSE_TEXTS.loading}</option>
            ) : null}
            {load === 'loaded' && list.length === 0 ? <option value="">{WAREHOUSE_TEXTS.none}</option> : null}
            {list.map((warehouse) => (
              <option key={warehouse.id} value={warehouse.id}>
                {warehouse.name} — {warehouse.address.address}, {warehouse.address.number}
              </option>
            ))}
          </select>
          <Tooltip content={WAREHOUSE_TEXTS.tooltip}>
            <button type="button" className="box-merch__action" aria-label={WAREHOUSE_TEXTS.about}>
              <InfoIcon />
            </button>
          </Tooltip>
          <Button
            variant="secondary"
            icon={<PlusIcon />}
            onClick={() => setFormOpen(true)}
            disabled={disabled}
          >
            {WAREHOUSE_TEXTS.register}
          </Button>
        </div>
        {load === 'error' ? (
          <p className="box-field__error" role="alert">
            {WAREHOUSE_TEXTS.loadFailed}{' '}
            <Button variant="link" size="sm" onClick={() => void merchandise.loadWarehouses()}>
              {WAREHOUSE_TEXTS.retry}
            </Button>
          </p>
        ) : null}
      </div>
      {formOpen ? (
        <WarehouseFormModalPart
          open
          warehouses={list}
          onClose={() => setFormOpen(false)}
          onCreated={(created) => {
            setFormOpen(false);
            void merchandise.warehouseCreated(created);
          }}
        />
      ) : null}
    </div>
  );
}
