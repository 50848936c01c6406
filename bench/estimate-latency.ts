// POST /spot/estimate latency, alone and at 20 concurrent connections, on the embedded PGlite and on a
// PostgreSQL server: the real server process over loopback, a demo shipper signed in, the body the wizard sends
// for a delivery from her warehouse to five doors in São Paulo (straight-line router, every call stores a quotation).

import { CSRF_HEADER } from '@box/core/api';
import { buildEstimateRequest } from '@box/core/rules';
import type { Merchandise, Warehouse } from '@box/core/schemas';
import { testMerchandise, testSpotDraft } from '@box/core/testing';
import { startProduct } from '../e2e/support/product';
import { signIn } from './api-latency';
import { onEachDatabase } from './databases';
import { type LatencyFigures, measure } from './load';

const DOORS: [postalCode: string, thoroughfare: string, number: string, lat: number, lng: number][] = [
  ['01310200', 'Avenida Paulista', '1578', -23.5614, -46.6559],
  ['01001000', 'Praça da Sé', '100', -23.5503, -46.6339],
  ['05033000', 'Rua Guaicurus', '500', -23.527, -46.693],
  ['04029200', 'Avenida Ibirapuera', '2500', -23.602, -46.663],
  ['03103002', 'Rua da Mooca', '2000', -23.555, -46.6],
];

// A ready row at each door: core's spot-request fixture, placed.
const door = (
  [postalCode, thoroughfare, number, latitude, longitude]: (typeof DOORS)[number],
  i: number,
): Merchandise =>
  testMerchandise(`BENCH${i}`, {
    address: {
      postalCode,
      thoroughfare,
      number,
      complement: null,
      latitude,
      longitude,
      neighborhood: '',
      locality: 'São Paulo',
      state: 'SP',
    },
  });

async function run(env: Record<string, string>) {
  // As a production server runs: the demo simulator's ticks (a transaction every 2 s) stay out of the figures.
  const product = await startProduct({ ...env, BOX_SIMULATOR: 'off' });
  try {
    const cookie = await signIn(product.url, 'ana@mercado.example', 'mercado-2026');
    const me = await fetch(`${product.url}/jade/api/me`, { headers: { cookie } });
    const csrf = me.headers.get(CSRF_HEADER) ?? '';
    // The API tests hold this answer to core's WarehousesResponse.
    const warehouses = (await (
      await fetch(`${product.url}/jade/api/customers/warehouses`, { headers: { cookie } })
    ).json()) as Warehouse[];
    const body = JSON.stringify(
      buildEstimateRequest(
        testSpotDraft({
          warehouse: warehouses[0]!,
          merchandises: DOORS.map(door),
          scheduledFor: null,
          vehicle: { type: 'VAN', bodyTypes: [], extras: ['CARRINHO'] },
          driverAssistantsCount: 1,
          totalWeightInKilograms: 300,
          merchandisesTotalPrice: 5000,
        }),
      ),
    );
    const target = `${product.url}/jade/api/spot/estimate`;
    const headers = { cookie, origin: product.url, 'content-type': 'application/json', [CSRF_HEADER]: csrf };
    const check = await fetch(target, { method: 'POST', headers, body });
    if (check.status !== 200) throw new Error(`estimate answered ${check.status}: ${await check.text()}`);
    const request = { method: 'POST', body };
    const alone: LatencyFigures = await measure(target, headers, {
      concurrency: 1,
      total: 200,
      warmup: 20,
      request,
    });
    const loaded: LatencyFigures = await measure(target, headers, {
      concurrency: 20,
      total: 1000,
      warmup: 0,
      request,
    });
    return { stops: DOORS.length + 1, alone, loaded };
  } finally {
    await product.stop();
  }
}

export async function benchEstimateLatency() {
  return onEachDatabase(run);
}
