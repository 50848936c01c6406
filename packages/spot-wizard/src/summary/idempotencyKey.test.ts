import { newIdempotencyKey } from './idempotencyKey';

describe('newIdempotencyKey', () => {
  it('makes 128-bit hex keys that differ each time', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });
});
