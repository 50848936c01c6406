import { checkProductCode, looksLikeAccessKey, type ProductCodeFail } from '@box/core/rules';
import { codeRefusalTitle } from '../codeRefusal';
import { newRow } from '../rows';
import type { Lookups } from './lookups';
import type { ManualForm } from './manualForm';
import type { RowList } from './rowList';

/**
 * What a submitted code did: added (or handed to the manual modal), or refused with a message (and the §8
 * title of a refused code): under the field, or, with `alert`, as an alert about the account rather than about
 * what was typed.
 */
export type CodeOutcome = { ok: true } | { ok: false; message: string; title?: string; alert?: boolean };

/** A code refused by core's check, with its §8 title. */
export function refused(check: ProductCodeFail): CodeOutcome {
  const title = codeRefusalTitle(check.code);
  return title ? { ok: false, title, message: check.message } : { ok: false, message: check.message };
}

/**
 * A code typed and submitted with Enter (or pasted alone). An access key is added and looked up; any other
 * code has no address yet, so it opens the manual modal (SPEC §5 NoEnoughData).
 */
export function createCodeEntry(
  list: RowList,
  { resolve }: Lookups,
  { manual }: ManualForm,
  canAdd: () => boolean,
) {
  return function submitCode(input: string): CodeOutcome {
    if (!canAdd()) return { ok: false, message: '' };
    const check = checkProductCode(input, list.order);
    if (!check.ok) return refused(check);
    const { code } = check.value;
    if (!looksLikeAccessKey(code)) {
      manual.value = { mode: 'add', initial: { code } };
      return { ok: true };
    }
    list.insert(newRow(code, list.serviceType.value));
    resolve(code);
    list.publish();
    return { ok: true };
  };
}
