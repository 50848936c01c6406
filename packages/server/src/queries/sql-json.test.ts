import { ORDER_STATUSES } from '@box/core/schemas';
import { getTableConfig, PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { orders } from '../db/schema/index';
import { OPEN_STATUS_LIST, textArray, textList } from './sql-json';

const dialect = new PgDialect();

describe('code lists spliced into SQL', () => {
  it('quote constant codes and refuse anything else', () => {
    expect(textList(['CREATED', 'IN_PROGRESS'])).toBe("('CREATED', 'IN_PROGRESS')");
    expect(textArray(['PICKUP'])).toBe("ARRAY['PICKUP']::text[]");
    expect(() => textList(["A'); DROP TABLE orders; --"])).toThrow('not a code');
    expect(() => textArray(['lower'])).toThrow('not a code');
  });

  // The migrations are generated from the schema, which keeps its literals so drizzle-kit needs no core; this
  // ties them to core's lists, and the queries' open-order filter to the partial index it must match.
  it("match the schema's status check and open-orders index", () => {
    const { checks, indexes } = getTableConfig(orders);
    const predicate = indexes.find((i) => i.config.name === 'orders_customer_open_idx')?.config.where;
    expect(predicate && dialect.sqlToQuery(predicate).sql).toBe(`"orders"."status" IN ${OPEN_STATUS_LIST}`);
    const statusCheck = checks.find((c) => c.name === 'orders_status_check');
    expect(statusCheck && dialect.sqlToQuery(statusCheck.value).sql).toBe(
      `"orders"."status" IN ${textList(ORDER_STATUSES)}`,
    );
  });
});
