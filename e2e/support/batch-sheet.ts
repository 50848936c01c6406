// The super batch's sheet (issue 7), built by the super-batch e2e spec and by the bench (bench/super-batch.ts).
import { formatScheduledFor } from '@box/core/format';
import { GAZETTEER_ROWS } from '@box/server';

/** Another customer's (3154's) user and warehouse: named in a customer-0 group, the server refuses them. */
export const OTHER_USER = 'ana@mercado.example';
export const OTHER_WAREHOUSE = 'CD Barra Funda (demonstração)';
const BOX_WAREHOUSE = 'Base Box Leopoldina (demonstração)';

export interface BatchSheetOptions {
  groups: number;
  perGroup: number;
  /** Unique per run: external ids and codes start with it. */
  prefix: string;
  /** Groups (0-based) whose user is another customer's / whose warehouse is another customer's. */
  otherUserGroup?: number;
  otherWarehouseGroup?: number;
}

/**
 * A super-batch sheet (SPEC §3 columns, header first, Windows line ends as Excel copies them) for customer 0:
 * street CEPs of the embedded gazetteer, a Fiorino two days ahead, a weight with a decimal comma, and an
 * instruction with a tab inside quotes in the first row of each group.
 */
export function batchSheet(options: BatchSheetOptions): string {
  const ceps = GAZETTEER_ROWS.filter((row) => row[1] !== null).map((row) => row[0]);
  const schedule = formatScheduledFor(new Date(Date.now() + 48 * 60 * 60_000));
  const header =
    'Código\tCEP\tNúmero\tObservações\tCliente\tUsuário\tVeículo\tAgendamento\tAjudantes\tCódigo externo\tPeso\tArmazém\tDistância\tValor';
  const rows: string[] = [header];
  for (let g = 0; g < options.groups; g++) {
    for (let r = 0; r < options.perGroup; r++) {
      const i = g * options.perGroup + r;
      const cep = ceps[i % ceps.length] ?? '01310100';
      rows.push(
        [
          `${options.prefix}-${g + 1}-${r + 1}`,
          `${cep.slice(0, 5)}-${cep.slice(5)}`,
          String(100 + i),
          r === 0 ? '"Portaria\tBloco B"' : '',
          '0',
          g === options.otherUserGroup ? OTHER_USER : 'admin@box.example',
          'FIORINO',
          schedule,
          '0',
          `${options.prefix}-${g + 1}`,
          '1,5',
          g === options.otherWarehouseGroup ? OTHER_WAREHOUSE : BOX_WAREHOUSE,
          '',
          '',
        ].join('\t'),
      );
    }
  }
  return `${rows.join('\r\n')}\r\n`;
}
