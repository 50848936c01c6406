import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { queryRows } from '../db/rows';
import { startTestServer, type TestServer } from '../test/harness';

// The abbreviation lives in the database (drizzle/0001_monitoring_json.sql): monitoring's JSON is built there.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: false });
});
afterAll(async () => {
  await server.close();
});

describe('box_abbreviate_name', () => {
  it.each([
    ['Ana Beatriz Ramos (demonstração)', 'Ana R.'],
    ['João da Silva', 'João S.'],
    ['Cher', 'Cher'],
    ['  rafael   almeida  ', 'rafael A.'],
    ['Élida Ávila', 'Élida Á.'],
    ['', ''],
  ])('%j → %j', async (name, expected) => {
    const [row] = await queryRows(
      server.db,
      sql`SELECT box_abbreviate_name(${name}) AS abbr`,
      v.object({ abbr: v.string() }),
    );
    expect(row?.abbr).toBe(expected);
  });
});
