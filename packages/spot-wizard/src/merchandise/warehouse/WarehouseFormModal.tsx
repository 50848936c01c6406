import { TEXT_FIELD_MAX_LENGTH } from '@box/core/catalogues';
import { messageFor, REQUEST_MESSAGES, warehouseCreateError } from '@box/core/errors';
import { maskPhone } from '@box/core/format';
import type { FieldErrors } from '@box/core/rules';
import type { Warehouse } from '@box/core/schemas';
import { Alert, Button, Modal, TextField } from '@box/ui';
import { type FormEvent, useId, useState } from 'react';
import { type SpotWizardApi, spotWizardApi } from '../../api';
import { AddressFields } from '../address/AddressFields';
import { useAddressFinder } from '../address/useAddressFinder';
import { TimeWindowFields } from '../TimeWindowFields';
import { timeWindowState } from '../timeWindowError';
import {
  EMPTY_WAREHOUSE_DRAFT,
  validateWarehouseForm,
  WAREHOUSE_TEXTS,
  type WarehouseDraft,
} from './warehouseForm';

export interface WarehouseFormModalProps {
  open: boolean;
  /** The customer's warehouses, for the unique name. */
  warehouses: readonly Warehouse[];
  /** The new warehouse's id, once the server created it. */
  onCreated: (id: number) => void;
  onClose: () => void;
}

/** SPEC §2/§5 warehouse add form: name, address by CEP + number, hours, responsible name/phone/e-mail. */
export function WarehouseFormModal({ open, ...props }: WarehouseFormModalProps) {
  return open ? <WarehouseDialog {...props} /> : null;
}

function WarehouseDialog({ warehouses, onCreated, onClose }: Omit<WarehouseFormModalProps, 'open'>) {
  const api: Pick<SpotWizardApi, 'createWarehouse'> = spotWizardApi.useApi();
  const formId = useId();
  const finder = useAddressFinder(null);
  const [draft, setDraft] = useState<WarehouseDraft>(EMPTY_WAREHOUSE_DRAFT);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);

  const checked = validateWarehouseForm(draft, finder.resolved, warehouses);
  const hours = timeWindowState(draft.hours, false);
  const errors: FieldErrors = { ...(submitted && !checked.ok ? checked.fields : {}), ...serverErrors };
  // The name clash is worth saying at once, not only after a submit.
  if (!checked.ok && checked.fields.name === WAREHOUSE_TEXTS.nameInUse)
    errors.name = WAREHOUSE_TEXTS.nameInUse;
  const set = (fields: Partial<WarehouseDraft>) => {
    setServerErrors({});
    setDraft({ ...draft, ...fields });
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setFailed(false);
    if (!checked.ok || finder.querying) return;
    setSaving(true);
    try {
      const { warehouse_id } = await api.createWarehouse(checked.body);
      onCreated(warehouse_id);
    } catch (error) {
      const known = warehouseCreateError(error);
      if (known?.kind === 'WarehouseNameInUse') setServerErrors({ name: messageFor(known).message });
      else {
        console.error('Falha ao cadastrar armazém', error);
        setFailed(true);
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      title={WAREHOUSE_TEXTS.title}
      onClose={onClose}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {WAREHOUSE_TEXTS.cancel}
          </Button>
          <Button type="submit" form={formId} loading={saving} disabled={finder.querying}>
            {WAREHOUSE_TEXTS.submit}
          </Button>
        </>
      }
    >
      <form id={formId} className="box-step1__form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={WAREHOUSE_TEXTS.name}
          value={draft.name}
          onChange={(name) => set({ name })}
          error={errors.name}
          maxLength={TEXT_FIELD_MAX_LENGTH}
          required
        />
        <AddressFields finder={finder} required />
        {errors.address && !finder.querying && !finder.incomplete && !finder.cepError ? (
          <p className="box-step1__hint box-step1__hint--error" role="alert">
            {errors.address}
          </p>
        ) : null}
        <TimeWindowFields
          legend={WAREHOUSE_TEXTS.hours}
          startLabel={WAREHOUSE_TEXTS.opening}
          endLabel={WAREHOUSE_TEXTS.closing}
          value={draft.hours}
          onChange={(value) => set({ hours: value })}
          error={hours.error ?? (submitted ? (errors.hours ?? null) : null)}
        />
        <div className="box-step1__row">
          <TextField
            label={WAREHOUSE_TEXTS.responsible}
            value={draft.responsibleName}
            onChange={(responsibleName) => set({ responsibleName })}
            error={errors.responsible_name}
            maxLength={TEXT_FIELD_MAX_LENGTH}
            autoComplete="name"
            required
          />
          <TextField
            label={WAREHOUSE_TEXTS.phone}
            value={draft.phone}
            onChange={(phone) => set({ phone })}
            mask={maskPhone}
            error={errors.phone}
            inputMode="tel"
            autoComplete="tel"
            className="box-step1__narrow"
          />
        </div>
        <TextField
          label={WAREHOUSE_TEXTS.email}
          type="email"
          value={draft.email}
          onChange={(email) => set({ email })}
          error={errors.responsible_email}
          maxLength={TEXT_FIELD_MAX_LENGTH}
          autoComplete="email"
        />
        <div className="box-step1__row">
          <TextField
            label={WAREHOUSE_TEXTS.pickupInstructions}
            value={draft.pickupInstructions}
            onChange={(pickupInstructions) => set({ pickupInstructions })}
            maxLength={255}
          />
          <TextField
            label={WAREHOUSE_TEXTS.deliveryInstructions}
            value={draft.deliveryInstructions}
            onChange={(deliveryInstructions) => set({ deliveryInstructions })}
            maxLength={255}
          />
        </div>
        {failed ? <Alert tone="danger">{REQUEST_MESSAGES.failure}</Alert> : null}
      </form>
    </Modal>
  );
}
