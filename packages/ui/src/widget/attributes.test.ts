import * as v from 'valibot';
import { attr, kebabToCamel, parseAttribute } from './attributes';

describe('attribute specs', () => {
  it('maps kebab-case names to camelCase props', () => {
    expect(kebabToCamel('api-base')).toBe('apiBase');
    expect(kebabToCamel('order-id')).toBe('orderId');
    expect(kebabToCamel('since')).toBe('since');
  });

  it('parses strings, optionally through a stricter schema', () => {
    expect(parseAttribute(attr.string(), 'abc')).toEqual({ ok: true, value: 'abc' });
    const since = attr.string(undefined, v.pipe(v.string(), v.regex(/^\d+ hours ago$/)));
    expect(parseAttribute(since, '24 hours ago')).toEqual({ ok: true, value: '24 hours ago' });
    expect(parseAttribute(since, 'ontem').ok).toBe(false);
  });

  it('parses numbers and rejects text that is not one', () => {
    expect(parseAttribute(attr.number(), ' 42 ')).toEqual({ ok: true, value: 42 });
    expect(parseAttribute(attr.number(), '1.5')).toEqual({ ok: true, value: 1.5 });
    expect(parseAttribute(attr.number(), 'abc').ok).toBe(false);
    expect(parseAttribute(attr.number(), '').ok).toBe(false);
    expect(parseAttribute(attr.number(), 'Infinity').ok).toBe(false);
  });

  it('treats a present boolean attribute as true unless it says "false"', () => {
    expect(parseAttribute(attr.boolean(), '')).toEqual({ ok: true, value: true });
    expect(parseAttribute(attr.boolean(), 'readonly')).toEqual({ ok: true, value: true });
    expect(parseAttribute(attr.boolean(), 'false')).toEqual({ ok: true, value: false });
  });

  it('parses JSON and validates it with the schema', () => {
    const spec = attr.json(v.object({ ids: v.array(v.number()) }));
    expect(parseAttribute(spec, '{"ids":[1,2]}')).toEqual({ ok: true, value: { ids: [1, 2] } });
    expect(parseAttribute(spec, '{"ids":["a"]}').ok).toBe(false);
    const broken = parseAttribute(spec, '{oops');
    expect(broken.ok).toBe(false);
    expect(broken.ok ? '' : broken.reason).toContain('JSON inválido');
  });
});
