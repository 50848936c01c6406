import {
  isSuperBatchPaste,
  PRODUCT_CODE_PATTERN,
  parseSimplePaste,
  SUPER_BATCH_FORBIDDEN_MESSAGE,
  splitPastedRows,
} from '@box/core/rules';
import { rowFromPaste } from '../rows';
import type { CodeOutcome } from './codeEntry';
import type { Lookups } from './lookups';
import type { RowList } from './rowList';

export interface PasteDeps {
  submitCode: (input: string) => CodeOutcome;
  canAdd: () => boolean;
  /** Takes a super-batch sheet as pasted; without it the paste is refused with SPEC §5's alert. */
  onSuperBatchPaste?: ((text: string) => CodeOutcome) | undefined;
}

/**
 * A paste into the code input. A single cell is a code; several cells are a spreadsheet of the simple
 * columns (SPEC §3); more than 10 columns is a super batch. Refused without a message when there was nothing
 * to take.
 */
export function createPaste(list: RowList, { resolveAll }: Lookups, deps: PasteDeps) {
  /** Adds the rows of a simple paste: codes already listed are dropped, invalid ones listed in error. */
  function addPasted(text: string) {
    const listed = new Set(list.order);
    const added: string[] = [];
    for (const pasted of parseSimplePaste(text)) {
      if (listed.has(pasted.code)) continue;
      listed.add(pasted.code);
      const row = rowFromPaste(pasted, list.serviceType.value);
      if (!PRODUCT_CODE_PATTERN.test(pasted.code)) {
        list.insert({ ...row, status: { type: 'error', error: 'InvalidProductCode' } });
        continue;
      }
      list.insert(row);
      added.push(row.id);
    }
    resolveAll(added);
    list.publish();
  }

  return function paste(text: string): CodeOutcome {
    if (!deps.canAdd()) return { ok: false, message: '' };
    const cells = splitPastedRows(text);
    if (cells.length === 0) return { ok: false, message: '' };
    if (isSuperBatchPaste(cells)) {
      return deps.onSuperBatchPaste
        ? deps.onSuperBatchPaste(text)
        : { ok: false, message: SUPER_BATCH_FORBIDDEN_MESSAGE, alert: true };
    }
    if (cells.length === 1 && (cells[0] as string[]).filter((cell) => cell !== '').length === 1) {
      return deps.submitCode((cells[0] as string[]).find((cell) => cell !== '') ?? '');
    }
    addPasted(text);
    return { ok: true };
  };
}
