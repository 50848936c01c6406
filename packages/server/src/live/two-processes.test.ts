import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ShipmentTracking } from '@box/core/schemas';
import pg from 'pg';
import * as v from 'valibot';
import { prepareData } from '../bootstrap';
import { openDatabase } from '../db/open';
import { testConfig } from '../test/harness';
import { unratedDeliveredShipment } from '../test/unrated-shipment';
import { type OpenStream, readStream } from './stream.test-support';

/*
 * Two server processes on one PostgreSQL database: a write through one reaches a stream of the other only
 * through NOTIFY. PGlite lives inside one process, so without DATABASE_URL there is nothing to test.
 */
const adminUrl = process.env.DATABASE_URL;
const SERVER_SCRIPT = fileURLToPath(new URL('./server-process.test-support.ts', import.meta.url));

let dbName: string;
let url: string;
const children: ChildProcess[] = [];
const streams: OpenStream[] = [];

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Starts a server process and answers its base URL once it listens. */
function startServer(): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_SCRIPT], {
    env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const port = out.match(/port (\d+)/)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
    child.on('exit', (code) => reject(new Error(`server process exited (${code}) before listening`)));
  });
}

describe.skipIf(!adminUrl)('live updates across two server processes on one PostgreSQL', () => {
  let first: string;
  let second: string;

  beforeAll(async () => {
    dbName = `box_test_live_${Math.random().toString(36).slice(2, 10)}`;
    await admin(`CREATE DATABASE ${dbName}`);
    const parsed = new URL(adminUrl!);
    parsed.pathname = `/${dbName}`;
    url = parsed.toString();
    const config = testConfig({ databaseUrl: url });
    const database = await openDatabase(config);
    await prepareData(database.db, config, new Date());
    await database.close();
    [first, second] = await Promise.all([startServer(), startServer()]);
  }, 180_000);
  afterAll(async () => {
    await Promise.all(streams.map((s) => s.close()));
    for (const child of children) child.kill();
    if (dbName) await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  });

  it("a rating posted to one process reaches the shipment's stream on the other", async () => {
    const database = await openDatabase({ dataDir: 'memory://', databaseUrl: url });
    const shipment = await unratedDeliveredShipment(database.db).finally(() => database.close());

    const path = `/jade/api/shipments/by-hash/${shipment.hash}/tracking`;
    const response = await fetch(`${second}${path}/live`);
    expect(response.status).toBe(200);
    const tracking = readStream(response);
    streams.push(tracking);
    await tracking.next('ready');

    const rated = await fetch(`${first}/jade/api/shipments/by-hash/${shipment.hash}/rating`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ driverId: shipment.driverId, rating: 4, comment: null, extraQuestions: [] }),
    });
    expect(rated.status).toBe(200);

    let pushed = v.parse(ShipmentTracking, JSON.parse((await tracking.next('tracking')).data));
    // The rating and its answers are separate writes: the first event may come before the rating's.
    if (!pushed.rating)
      pushed = v.parse(ShipmentTracking, JSON.parse((await tracking.next('tracking')).data));
    expect(pushed.rating).toMatchObject({ rating: 4 });
    expect(pushed).toEqual(await (await fetch(`${second}${path}`)).json());
  });
});
