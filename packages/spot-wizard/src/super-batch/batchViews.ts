import { MERCHANDISE_ERROR_KINDS, type MerchandiseErrorKind, messageFor } from '@box/core/errors';
import {
  normalizeSheetSchedule,
  SUPER_BATCH_COLUMN_LABELS,
  type SuperBatchGroup,
  type SuperBatchLine,
} from '@box/core/rules';
import type { FilledShipment, Place } from '@box/core/schemas';
import { BATCH_TEXTS } from './texts';

/** One pasted row as the batch list shows it. */
export interface BatchRowView {
  line: number;
  code: string;
  /** Where it goes, once the server found it. */
  address: string | null;
  /** What keeps it from being sent, in pt-BR; empty when it is fine. */
  problems: string[];
}

/** One group (one future order) as the batch list shows it. */
export interface BatchGroupView {
  /** The external id, '' for the rows without one. */
  key: string;
  externalId: string | null;
  group: SuperBatchGroup<SuperBatchLine>;
  rows: BatchRowView[];
  problemCount: number;
  customerId: number | null;
  userEmail: string | null;
  vehicleType: string | null;
  schedule: string;
  warehouseName: string | null;
  totalWeightInKilograms: number | null;
}

export const groupKey = (externalId: string | null) => externalId ?? '';

function addressOf(place: Place): string {
  const { thoroughfare, number, locality, state } = place.address;
  return `${thoroughfare}, ${number} – ${locality}/${state}`;
}

/** 'YYYY-MM-DD HH:mm:ss' → 'DD/MM/YYYY HH:mm'; blank → 'Agora'; anything else as typed. */
export function scheduleLabel(cell: string | null): string {
  const value = normalizeSheetSchedule(cell);
  if (value === null) return BATCH_TEXTS.now;
  if (value === undefined) return cell ?? '';
  const [date = '', time = ''] = value.split(' ');
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year} ${time.slice(0, 5)}`;
}

const isMerchandiseErrorKind = (kind: string): kind is MerchandiseErrorKind =>
  (MERCHANDISE_ERROR_KINDS as readonly string[]).includes(kind);

/** What the look-up found wrong with a row: core's merchandise error texts. */
function lookupProblem(line: SuperBatchLine, filled: FilledShipment | undefined, lookupFailed: boolean) {
  if (line.problems.some((p) => p.column === 'code')) return null;
  if (!filled) return lookupFailed ? BATCH_TEXTS.fillFailed : null;
  if (filled.error) {
    // A kind this client does not know (a newer server) still blocks the row, in the server's words.
    if (!isMerchandiseErrorKind(filled.error) || filled.error === 'DuplicateProductCode') return filled.error;
    // The catalogue's titles; its messages speak of the wizard's rows (edit it, send its XML), which a pasted
    // sheet has not, except for the one that says what is missing.
    const { title, message } = messageFor({ kind: filled.error });
    return filled.error === 'NoEnoughData' ? `${title}. ${message}` : title;
  }
  return filled.place ? null : messageFor({ kind: 'AddressNotFound' }).title;
}

/**
 * The list of SPEC §2 "In super batch mode the list is grouped by external id": each group with its order
 * fields (its first row's), total weight and rows, each row with its address or its problems (the sheet's own,
 * then the look-up's).
 */
export function batchViews(
  groups: readonly SuperBatchGroup<SuperBatchLine>[],
  filled: ReadonlyMap<string, FilledShipment>,
  lookupFailed: boolean,
): BatchGroupView[] {
  return groups.map((group) => {
    const rows = group.rows.map((line): BatchRowView => {
      const found = filled.get(line.code);
      const problems = line.problems.map((p) =>
        p.column ? `${SUPER_BATCH_COLUMN_LABELS[p.column]}: ${p.message}` : p.message,
      );
      const lookup = lookupProblem(line, found, lookupFailed);
      if (lookup) problems.push(lookup);
      return {
        line: line.line,
        code: line.code,
        address: found?.place ? addressOf(found.place) : null,
        problems,
      };
    });
    const first = group.rows[0];
    return {
      key: groupKey(group.externalId),
      externalId: group.externalId,
      group,
      rows,
      problemCount: rows.filter((r) => r.problems.length > 0).length,
      customerId: first?.customerId ?? null,
      userEmail: first?.userEmail ?? null,
      vehicleType: first?.vehicleType ?? null,
      schedule: scheduleLabel(first?.scheduledFor ?? null),
      warehouseName: first?.warehouseName ?? null,
      totalWeightInKilograms: group.totalWeightInKilograms,
    };
  });
}
