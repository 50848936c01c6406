import { type ErrorMessage, financeInfoError, messageFor } from '@box/core/errors';
import { maskCep, maskCnpj, maskPhone } from '@box/core/format';
import {
  type FinanceInfoField,
  type FinanceInfoForm as FinanceInfoValues,
  validateFinanceInfo,
} from '@box/core/rules';
import { computed, signal } from '@preact/signals-react';
import type { FinanceApi } from './api';

export type { FinanceInfoValues };

export type SaveState =
  | { kind: 'editing' }
  | { kind: 'saving' }
  | { kind: 'failed'; error: ErrorMessage }
  | { kind: 'saved' };

export const EMPTY_FINANCE_INFO: FinanceInfoValues = {
  cnpj: '',
  razaoSocial: '',
  postalCode: '',
  number: '',
  complement: '',
  responsibleName: '',
  email: '',
  phone: '',
  phoneBranch: '',
};

/** SPEC §5 masks, applied as the user types and to values handed in. */
export const FINANCE_MASKS: Partial<Record<FinanceInfoField, (raw: string) => string>> = {
  cnpj: maskCnpj,
  postalCode: maskCep,
  phone: maskPhone,
};

const masked = (field: FinanceInfoField, value: string) => FINANCE_MASKS[field]?.(value) ?? value;

/**
 * One finance info form: its values, the field errors (shown from the first attempt to save on, and updated
 * as the user fixes them) and the save call's state with the §8 message of a failure.
 */
export function createFinanceInfoStore(initial: Partial<FinanceInfoValues> = {}) {
  const start = { ...EMPTY_FINANCE_INFO };
  for (const [field, value] of Object.entries(initial) as [FinanceInfoField, string | undefined][]) {
    if (value !== undefined) start[field] = masked(field, value);
  }
  const values = signal<FinanceInfoValues>(start);
  const attempted = signal(false);
  const save = signal<SaveState>({ kind: 'editing' });

  const errors = computed((): Partial<Record<FinanceInfoField, string>> => {
    if (!attempted.value) return {};
    const checked = validateFinanceInfo(values.value);
    return checked.ok ? {} : checked.fields;
  });

  function setField(field: FinanceInfoField, value: string): void {
    values.value = { ...values.value, [field]: masked(field, value) };
    if (save.value.kind === 'failed') save.value = { kind: 'editing' };
  }

  /** Validates and sends PATCH /customers; true once the server accepted the data. */
  async function submit(api: FinanceApi): Promise<boolean> {
    if (save.value.kind === 'saving') return false;
    attempted.value = true;
    const checked = validateFinanceInfo(values.value);
    if (!checked.ok) return false;
    save.value = { kind: 'saving' };
    try {
      await api.updateCustomer(checked.value);
      save.value = { kind: 'saved' };
      return true;
    } catch (error) {
      save.value = { kind: 'failed', error: messageFor(financeInfoError(error)) };
      return false;
    }
  }

  return { values, errors, save, setField, submit };
}

export type FinanceInfoStore = ReturnType<typeof createFinanceInfoStore>;
