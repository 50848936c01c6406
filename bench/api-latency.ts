// /orders/status latency at 50 concurrent connections with 100,000 orders in the database, on the embedded
// PGlite and on a PostgreSQL server: the real server process over loopback, a demo shipper signed in.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startProduct } from '../e2e/product';
import { openDatabase, prepareData, readConfig, seedBulkOrders } from '../packages/server/src/index';
import { type LatencyFigures, measure } from './load';

const BULK = 100_000;
const CUSTOMER = 3154;

/** Signs in through the login form as a browser would; returns the Cookie header of the session. */
async function signIn(url: string, email: string, password: string): Promise<string> {
  const page = await fetch(`${url}/_ssr/entrar`, { headers: { accept: 'text/html' } });
  const token = (await page.text()).match(/name="_csrf" value="([^"]+)"/)?.[1] ?? '';
  const preCookies = page.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const res = await fetch(`${url}/_ssr/entrar`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: preCookies, origin: url },
    body: new URLSearchParams({ _csrf: token, email, password }),
  });
  if (res.status !== 303) throw new Error(`sign-in failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function seed(env: Record<string, string>): Promise<number> {
  const config = readConfig({ ...process.env, ...env, BOX_MODE: 'demo' });
  const { db, close } = await openDatabase(config);
  try {
    await prepareData(db, config, new Date());
    const started = performance.now();
    await seedBulkOrders(db, CUSTOMER, BULK);
    return Math.round(performance.now() - started);
  } finally {
    await close();
  }
}

async function run(env: Record<string, string>): Promise<LatencyFigures & { seedMs: number; rows: number }> {
  const seedMs = await seed(env);
  const product = await startProduct(env);
  try {
    const cookie = await signIn(product.url, 'ana@mercado.example', 'mercado-2026');
    const target = `${product.url}/jade/api/orders/status?since=72%20hours%20ago`;
    const rows = ((await (await fetch(target, { headers: { cookie } })).json()) as { orders: unknown[] })
      .orders.length;
    return { seedMs, rows, ...(await measure(target, { cookie }, { concurrency: 50, total: 2000 })) };
  } finally {
    await product.stop();
  }
}

async function postgresUrl(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const admin = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: admin });
  try {
    await client.connect();
  } catch {
    return null;
  }
  const name = `box_bench_${Date.now().toString(36)}`;
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function benchOrdersStatusLatency() {
  const out: Record<string, unknown> = { ordersInDatabase: BULK };
  const dataDir = mkdtempSync(join(tmpdir(), 'box-bench-'));
  try {
    out.pglite = await run({ DATA_DIR: dataDir, DATABASE_URL: '' });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const postgres = await postgresUrl();
  if (!postgres) out.postgres = 'skipped: no PostgreSQL server answered (set DATABASE_URL)';
  else {
    try {
      out.postgres = await run({ DATABASE_URL: postgres.url });
    } finally {
      await postgres.drop();
    }
  }
  return out;
}
