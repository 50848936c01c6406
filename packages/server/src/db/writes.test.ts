import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countingWrites, WriteCounter, writtenTables } from './writes';

describe('writtenTables', () => {
  it('names the targets of writes, none for reads, and calls the rest unknown', () => {
    expect(writtenTables('select "id" from "orders" where "id" = $1 for update')).toEqual(new Set());
    expect(writtenTables('insert into "orders" ("id") values ($1)')).toEqual(new Set(['orders']));
    expect(writtenTables('update "sessions" set "last_seen_at" = $1')).toEqual(new Set(['sessions']));
    expect(writtenTables('DELETE FROM public.stops WHERE order_id = 1')).toEqual(new Set(['stops']));
    expect(
      writtenTables('WITH n AS (INSERT INTO orders VALUES (1) RETURNING id) INSERT INTO stops SELECT'),
    ).toEqual(new Set(['orders', 'stops']));
    expect(writtenTables('SELECT status_updated_at FROM orders')).toEqual(new Set());
    expect(writtenTables('ALTER TABLE orders ADD COLUMN x int')).toBe('unknown');
    expect(writtenTables('DO $$ BEGIN END $$')).toBe('unknown');
  });
});

describe('countingWrites', () => {
  let client: PGlite;
  const counter = new WriteCounter();
  const stamp = () => counter.stamp(['orders']);

  beforeAll(async () => {
    client = countingWrites(await PGlite.create('memory://'), counter);
    await client.query('CREATE TABLE orders (id int)');
    await client.query('CREATE TABLE sessions (id int)');
  });
  afterAll(() => client.close());

  it('is still a PGlite', () => {
    expect(client).toBeInstanceOf(PGlite);
  });

  it('changes the stamp of a table on its writes only', async () => {
    const before = stamp();
    await client.query('SELECT * FROM orders');
    await client.query('INSERT INTO sessions VALUES (1)');
    expect(stamp()).toBe(before);
    await client.query('INSERT INTO orders VALUES (1)');
    expect(stamp()).toBe(before + 1);
  });

  it("counts a transaction's writes once it has ended, committed or not", async () => {
    const before = stamp();
    let inside = -1;
    await client.transaction(async (tx) => {
      await tx.query('UPDATE orders SET id = 2');
      inside = stamp();
    });
    expect(inside).toBe(before);
    expect(stamp()).toBe(before + 1);
    await expect(
      client.transaction(async (tx) => {
        await tx.query('DELETE FROM orders');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(stamp()).toBe(before + 2);
  });

  it('counts a script as a write to every table', async () => {
    const before = stamp();
    await client.exec('SELECT 1; SELECT 2;');
    expect(stamp()).toBe(before + 1);
  });
});
