import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { OrdersStatusQuery, OrdersStatusSince } from '../schemas/orders';
import { formatHoursAgo, hoursBefore, MONITORING_SINCE, parseHoursAgo } from './hours-ago';

describe("'N hours ago'", () => {
  it('reads N from 1 to 72', () => {
    expect(parseHoursAgo('1 hours ago')).toBe(1);
    expect(parseHoursAgo('9 hours ago')).toBe(9);
    expect(parseHoursAgo('10 hours ago')).toBe(10);
    expect(parseHoursAgo('72 hours ago')).toBe(72);
  });

  it.each([
    '0 hours ago',
    '73 hours ago',
    '100 hours ago',
    '07 hours ago',
    '-1 hours ago',
    '1.5 hours ago',
    '5 hour ago',
    ' 5 hours ago',
    '5 hours ago ',
    '5',
    '',
  ])('refuses %j', (since) => {
    expect(parseHoursAgo(since)).toBeNull();
    expect(v.safeParse(OrdersStatusQuery, { since }).success).toBe(false);
  });

  it('formats what it parses, and the default is the 72-hour window', () => {
    for (let hours = 1; hours <= 72; hours++) {
      expect(parseHoursAgo(formatHoursAgo(hours))).toBe(hours);
      expect(v.safeParse(OrdersStatusQuery, { since: formatHoursAgo(hours) }).success).toBe(true);
    }
    expect(MONITORING_SINCE).toBe('72 hours ago');
  });

  it('keeps the pt-BR message of a refused since', () => {
    const result = v.safeParse(OrdersStatusQuery, { since: '73 hours ago' });
    expect(result.issues?.[0]?.message).toBe("since deve ser 'N hours ago', com N de 1 a 72");
  });

  it('names the instant N hours before now', () => {
    const now = new Date('2026-11-22T12:00:00.000Z');
    expect(hoursBefore(now, 5).toISOString()).toBe('2026-11-22T07:00:00.000Z');
    expect(hoursBefore(now, 72).toISOString()).toBe('2026-11-19T12:00:00.000Z');
  });

  it('hands the server the N hours of an accepted since, and the element the text', () => {
    expect(v.parse(OrdersStatusQuery, { since: '5 hours ago' })).toEqual({ since: 5 });
    expect(v.parse(OrdersStatusSince, '72 hours ago')).toBe('72 hours ago');
    expect(v.safeParse(OrdersStatusSince, '73 hours ago').success).toBe(false);
  });
});
