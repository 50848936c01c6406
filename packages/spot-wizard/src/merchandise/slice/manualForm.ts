import { checkProductCode, normalizeProductCode, PRODUCT_CODE_MESSAGES } from '@box/core/rules';
import type { Merchandise, MerchandiseAddress, TimeWindowDraft, TrackingRecipient } from '@box/core/schemas';
import { signal } from '@preact/signals-react';
import { canEditRow } from '../rowRules';
import { newRow } from '../rows';
import { type CodeOutcome, refused } from './codeEntry';
import type { Lookups } from './lookups';
import type { RowList } from './rowList';
import { pointOf } from './totals';

/** What the manual modal submits: the code, a geolocated address and the optional details. */
export interface ManualMerchandise {
  code: string;
  address: MerchandiseAddress;
  instructions: string | null;
  timeWindow: TimeWindowDraft;
  trackingRecipients: TrackingRecipient[];
}

export type ManualRequest =
  | { mode: 'add'; initial: Partial<ManualMerchandise> & { code: string } }
  | { mode: 'edit'; id: string; initial: ManualMerchandise };

const manualOf = (row: Merchandise): ManualMerchandise => ({
  code: row.trackingCode,
  address: row.address,
  instructions: row.instructions,
  timeWindow: row.timeWindow,
  trackingRecipients: row.trackingRecipients,
});

/** The manual modal (SPEC §4): a row added by hand, or a row edited in place. */
export function createManualForm(list: RowList, { resolve }: Lookups, canAdd: () => boolean) {
  const { rows, order } = list;
  /** The modal's request; null while it is closed. */
  const manual = signal<ManualRequest | null>(null);

  function openManual(code = '') {
    if (!canAdd()) return;
    manual.value = { mode: 'add', initial: { code: normalizeProductCode(code) } };
  }

  /** SPEC §4: rows that are ok, or lack a geolocation or the data to find one (rowRules), can be edited. */
  function openEdit(id: string) {
    const row = rows.get(id);
    if (row && canEditRow(row)) manual.value = { mode: 'edit', id, initial: manualOf(row) };
  }

  function closeManual() {
    manual.value = null;
  }

  /** Saves the manual modal: a new row, or the edited one in its place. Refuses a clashing or invalid code. */
  function saveManual(value: ManualMerchandise): CodeOutcome {
    const request = manual.value;
    const editing = request?.mode === 'edit' ? rows.get(request.id) : undefined;
    const selfIndex = editing ? order.indexOf(editing.id) : undefined;
    const check = checkProductCode(value.code, order, { selfIndex });
    // In the form, a clash says the code is taken (SPEC §5 'Este código já está em uso.').
    if (!check.ok && check.code === 'DuplicateProductCode') {
      return { ok: false, title: PRODUCT_CODE_MESSAGES.duplicateTitle, message: PRODUCT_CODE_MESSAGES.inUse };
    }
    if (!check.ok) return refused(check);
    const { code, tooLong } = check.value;
    if (tooLong) return { ok: false, message: PRODUCT_CODE_MESSAGES.tooLong };
    const keepsDocument = editing && editing.id === code;
    const row = newRow(code, editing?.serviceType ?? list.serviceType.value, {
      ...(keepsDocument
        ? {
            fiscalDocument: editing.fiscalDocument,
            sender: editing.sender,
            volumesCount: editing.volumesCount,
          }
        : {}),
      address: value.address,
      instructions: value.instructions,
      timeWindow: value.timeWindow,
      trackingRecipients: value.trackingRecipients,
      status: pointOf(value.address) ? { type: 'ok' } : { type: 'loading' },
    });
    if (editing && selfIndex !== undefined) {
      list.drop(editing.id);
      list.insert(row, selfIndex);
    } else {
      list.insert(row);
    }
    if (row.status.type === 'loading') resolve(row.id);
    manual.value = null;
    list.publish();
    return { ok: true };
  }

  return { manual, openManual, openEdit, closeManual, saveManual };
}

export type ManualForm = ReturnType<typeof createManualForm>;
