import { CODE_MAX_LENGTH } from '../catalogues/constants';
import { parseScheduledFor } from '../format/wall-clock';
import type { SuperBatchRow } from '../schemas/batch';
import { EMAIL_PATTERN } from '../schemas/primitives';
import { validateExternalId } from './external-id';
import { PRODUCT_CODE_MESSAGES, PRODUCT_CODE_PATTERN } from './merchandise-code';
import {
  groupSuperBatchRows,
  isSuperBatchHeaderRow,
  type SUPER_BATCH_COLUMNS,
  type SuperBatchGroup,
  superBatchRowOf,
} from './super-batch-rows';
import { splitSheetText } from './tsv';

export type SuperBatchColumn = (typeof SUPER_BATCH_COLUMNS)[number];

/** The pt-BR names of the super-batch columns, as the batch list and its problems name them. */
export const SUPER_BATCH_COLUMN_LABELS: Record<SuperBatchColumn, string> = {
  code: 'Código',
  postalCode: 'CEP',
  number: 'Número',
  instructions: 'Observações',
  customerId: 'Cliente',
  userEmail: 'Usuário',
  vehicleType: 'Veículo',
  scheduledFor: 'Agendamento',
  driverAssistantsCount: 'Ajudantes',
  externalId: 'Código externo',
  weight: 'Peso',
  warehouseName: 'Armazém',
  declaredDistanceInKm: 'Distância declarada',
  merchandisesTotalPrice: 'Valor das mercadorias',
};

/** What is wrong with one row: the column it is about (null for the row as a whole) and why, in pt-BR. */
export interface SuperBatchProblem {
  column: SuperBatchColumn | null;
  message: string;
}

/** A super-batch row as read from the sheet: its line (1-based, as the sheet numbers them) and its problems. */
export interface SuperBatchLine extends SuperBatchRow {
  line: number;
  problems: SuperBatchProblem[];
}

export const SUPER_BATCH_MESSAGES = {
  customerRequired: 'Informe o número do cliente.',
  customerInvalid: 'Número de cliente inválido.',
  userRequired: 'Informe o e-mail do usuário.',
  userInvalid: 'E-mail do usuário inválido.',
  vehicleRequired: 'Informe o tipo de veículo.',
  scheduleInvalid: 'Data inválida: use AAAA-MM-DD HH:mm:ss ou DD/MM/AAAA HH:mm.',
  assistantsInvalid: 'Número de ajudantes inválido.',
  warehouseRequired: 'Informe o nome do armazém.',
  notANumber: 'Não é um número.',
  negative: 'Não pode ser negativo.',
  duplicate: (line: number) => `Código repetido: já está na linha ${line}.`,
  differs: (columns: string) => `Diferente da primeira linha do grupo: ${columns}.`,
} as const;

const pad = (value: string) => value.padStart(2, '0');

/**
 * The 'YYYY-MM-DD HH:mm:ss' São Paulo time a schedule cell names, as a pt-BR sheet may show it:
 * '2026-11-23 08:00:00', '2026-11-23 08:00', '2026-11-23T08:00' or '23/11/2026 08:00'. Blank → null (now);
 * anything else, or a day that does not exist, → undefined.
 */
export function normalizeSheetSchedule(cell: string | null): string | null | undefined {
  const text = (cell ?? '').trim();
  if (text === '') return null;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  const br = /^(\d{1,2})\/(\d{1,2})\/(\d{4}),? (\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  const parts = iso
    ? { year: iso[1], month: iso[2], day: iso[3], hour: iso[4], minute: iso[5], second: iso[6] }
    : br
      ? { year: br[3], month: br[2], day: br[1], hour: br[4], minute: br[5], second: br[6] }
      : null;
  if (!parts) return undefined;
  const value = `${parts.year}-${pad(parts.month ?? '')}-${pad(parts.day ?? '')} ${pad(parts.hour ?? '')}:${parts.minute}:${parts.second ?? '00'}`;
  return parseScheduledFor(value) ? value : undefined;
}

/** A number cell that held something that is not a number, or a negative one. */
function numberProblem(cell: string | undefined, value: number | null): string | null {
  if (value === null) return (cell ?? '').trim() === '' ? null : SUPER_BATCH_MESSAGES.notANumber;
  return value < 0 ? SUPER_BATCH_MESSAGES.negative : null;
}

/** What the sheet itself gets wrong in one row; the address and the user come later (server). */
function rowProblems(cells: readonly string[], row: SuperBatchRow): SuperBatchProblem[] {
  const problems: SuperBatchProblem[] = [];
  const add = (column: SuperBatchColumn | null, message: string | null) => {
    if (message) problems.push({ column, message });
  };
  if (!PRODUCT_CODE_PATTERN.test(row.code)) add('code', PRODUCT_CODE_MESSAGES.invalid);
  else if (row.code.length > CODE_MAX_LENGTH) add('code', PRODUCT_CODE_MESSAGES.tooLong);

  const customerProblem = numberProblem(cells[4], row.customerId);
  if (row.customerId === null && !customerProblem) add('customerId', SUPER_BATCH_MESSAGES.customerRequired);
  else if (customerProblem || !Number.isInteger(row.customerId))
    add('customerId', SUPER_BATCH_MESSAGES.customerInvalid);

  if (row.userEmail === null) add('userEmail', SUPER_BATCH_MESSAGES.userRequired);
  else if (!EMAIL_PATTERN.test(row.userEmail)) add('userEmail', SUPER_BATCH_MESSAGES.userInvalid);
  if (row.vehicleType === null) add('vehicleType', SUPER_BATCH_MESSAGES.vehicleRequired);
  if (normalizeSheetSchedule(row.scheduledFor) === undefined)
    add('scheduledFor', SUPER_BATCH_MESSAGES.scheduleInvalid);

  const assistants = row.driverAssistantsCount;
  if (numberProblem(cells[8], assistants) || (assistants !== null && !Number.isInteger(assistants)))
    add('driverAssistantsCount', SUPER_BATCH_MESSAGES.assistantsInvalid);

  const externalId = validateExternalId(row.externalId ?? '', { required: true });
  if (!externalId.ok) add('externalId', externalId.message);
  add('weight', numberProblem(cells[10], row.weight));
  if (row.warehouseName === null) add('warehouseName', SUPER_BATCH_MESSAGES.warehouseRequired);
  add('declaredDistanceInKm', numberProblem(cells[12], row.declaredDistanceInKm));
  add('merchandisesTotalPrice', numberProblem(cells[13], row.merchandisesTotalPrice));
  return problems;
}

/**
 * The rows of a pasted super-batch sheet (SPEC §3 columns), each with the problems the sheet alone shows: a
 * header row naming the first column is skipped, blank rows and rows without a code are ignored. Numbers read
 * the pt-BR way; a cell that should be a number and is not is a problem, never silently blank.
 */
export function readSuperBatchSheet(text: string): SuperBatchLine[] {
  const lines: SuperBatchLine[] = [];
  let headerChecked = false;
  splitSheetText(text).forEach((raw, index) => {
    const cells = raw.map((cell) => cell.trim());
    if (cells.every((cell) => cell === '')) return;
    if (!headerChecked) {
      headerChecked = true;
      if (isSuperBatchHeaderRow(cells)) return;
    }
    if ((cells[0] ?? '') === '') return;
    const row = superBatchRowOf(cells);
    lines.push({ ...row, line: index + 1, problems: rowProblems(cells, row) });
  });
  return lines;
}

/** The fields every row of a group must agree on: they describe the one order the group becomes. */
const ORDER_COLUMNS = [
  'customerId',
  'userEmail',
  'vehicleType',
  'scheduledFor',
  'driverAssistantsCount',
  'warehouseName',
] as const satisfies readonly SuperBatchColumn[];

function orderValue(row: SuperBatchRow, column: (typeof ORDER_COLUMNS)[number]): string {
  switch (column) {
    case 'scheduledFor':
      return String(normalizeSheetSchedule(row.scheduledFor));
    case 'userEmail':
    case 'warehouseName':
      return (row[column] ?? '').trim().toLowerCase();
    case 'driverAssistantsCount':
      return String(row.driverAssistantsCount ?? 0);
    default:
      return String(row[column]);
  }
}

/**
 * SPEC §4/§9: the lines grouped by external id, in first-seen order, with the problems only the whole sheet
 * shows: a code already used on an earlier line (a shipment travels in one order), and a row whose order
 * fields (customer, user, vehicle, schedule, assistants, warehouse) differ from its group's first row.
 */
export function groupSuperBatchLines(lines: readonly SuperBatchLine[]): SuperBatchGroup<SuperBatchLine>[] {
  const firstLineOf = new Map<string, number>();
  const checked = lines.map((line) => {
    const earlier = firstLineOf.get(line.code);
    if (earlier === undefined) {
      firstLineOf.set(line.code, line.line);
      return line;
    }
    return {
      ...line,
      problems: [...line.problems, { column: 'code', message: SUPER_BATCH_MESSAGES.duplicate(earlier) }],
    } satisfies SuperBatchLine;
  });
  return groupSuperBatchRows(checked).map((group) => {
    const [first, ...rest] = group.rows;
    if (!first) return group;
    const rows = [
      first,
      ...rest.map((line) => {
        const differing = ORDER_COLUMNS.filter((c) => orderValue(line, c) !== orderValue(first, c));
        if (differing.length === 0) return line;
        const columns = differing.map((c) => SUPER_BATCH_COLUMN_LABELS[c].toLowerCase()).join(', ');
        return {
          ...line,
          problems: [...line.problems, { column: null, message: SUPER_BATCH_MESSAGES.differs(columns) }],
        };
      }),
    ];
    return { ...group, rows };
  });
}
