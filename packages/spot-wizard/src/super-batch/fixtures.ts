import { ApiError } from '@box/core/api';
import type { BatchShipmentInput, Location } from '@box/core/schemas';
import { fakeFillAnswer } from '../merchandise/fixtures/batch';
import { locationFor, makeDocument } from '../merchandise/fixtures/places';
import type { SuperBatchApi } from './superBatchStore';

/** One super-batch sheet row (SPEC §3 columns), with working defaults: customer 0, its admin and warehouse. */
export interface SheetRow {
  code: string;
  external: string;
  cep?: string;
  number?: string;
  obs?: string;
  customer?: string;
  user?: string;
  vehicle?: string;
  schedule?: string;
  weight?: string;
  warehouse?: string;
}

/** Street CEPs the fake directory knows (merchandise/fixtures/places.ts). */
export const KNOWN_CEPS = ['01310-100', '01001-000', '04538-133'] as const;

export function sheetRow(row: SheetRow): string {
  return [
    row.code,
    row.cep ?? KNOWN_CEPS[0],
    row.number ?? '100',
    row.obs ?? '',
    row.customer ?? '0',
    row.user ?? 'admin@box.example',
    row.vehicle ?? 'FIORINO',
    row.schedule ?? '2030-03-12 08:00:00',
    '0',
    row.external,
    row.weight ?? '2,5',
    row.warehouse ?? 'Base Box Leopoldina (demonstração)',
    '',
    '',
  ].join('\t');
}

/** A copied sheet: a header, then the rows, with Windows line ends as Excel copies them. */
export function sheet(rows: readonly SheetRow[]): string {
  const header = [
    'Código',
    'CEP',
    'Número',
    'Observações',
    'Cliente',
    'Usuário',
    'Veículo',
    'Agendamento',
    'Ajudantes',
    'Código externo',
    'Peso',
    'Armazém',
    'Distância',
    'Valor',
  ].join('\t');
  return [header, ...rows.map(sheetRow)].join('\r\n');
}

/** `groups` groups of `perGroup` rows each, every address known. */
export function sheetOf(
  groups: number,
  perGroup: number,
  external = (g: number) => `LOTE-${g + 1}`,
): SheetRow[] {
  return Array.from({ length: groups * perGroup }, (_, i) => {
    const g = Math.floor(i / perGroup);
    return {
      code: `PED-${g + 1}-${(i % perGroup) + 1}`,
      external: external(g),
      cep: KNOWN_CEPS[i % KNOWN_CEPS.length],
      number: String(10 + i),
    };
  });
}

const lookups = {
  fiscalDocument: async (key: string) => makeDocument(Number(key.slice(25, 34)), { accessKey: key }),
  locations: async ({ postalCode }: { postalCode: string }): Promise<Location> => {
    const found = locationFor(postalCode);
    if (!found) throw new ApiError(404, { code: 'not_found', message: 'CEP não encontrado' });
    return found;
  },
};

/** POST /spots/batch/shipments/fill-missing-data answered from the fake CEP directory, as the server would. */
export const fakeFill = (body: { shipments: readonly BatchShipmentInput[] }) => fakeFillAnswer(body, lookups);

/** The batch calls over plain functions (store tests). */
export function fakeBatchApi(overrides: Partial<SuperBatchApi> = {}): SuperBatchApi {
  let next = 500;
  return {
    fillMissingBatchData: async (body) => fakeFill(body),
    createBatch: async () => ({ id: ++next }),
    ...overrides,
  };
}
