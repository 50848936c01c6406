import { describe, expect, it } from 'vitest';
import { driverMarkerTitle, driverPositionTime } from './driverPosition';

// 14:32 in São Paulo (UTC−3) on 26 November 2026.
const AT = '2026-11-26T17:32:00.000Z';

describe('driverPositionTime', () => {
  it('gives only the time on the same São Paulo day', () => {
    expect(driverPositionTime(AT, new Date('2026-11-26T23:00:00.000Z'))).toBe('às 14:32');
  });

  it('gives the day too when the position is from another São Paulo day', () => {
    // 03:30 UTC on the 27th is 00:30 in São Paulo: the next day there.
    expect(driverPositionTime(AT, new Date('2026-11-27T03:30:00.000Z'))).toBe('26/11 às 14:32');
    // 02:00 UTC on the 27th is still the 26th in São Paulo.
    expect(driverPositionTime(AT, new Date('2026-11-27T02:00:00.000Z'))).toBe('às 14:32');
  });
});

describe('driverMarkerTitle', () => {
  it('names the time of the position, or only the driver without one', () => {
    expect(driverMarkerTitle('Posição do motorista', AT, new Date(AT))).toBe('Posição do motorista às 14:32');
    expect(driverMarkerTitle('Posição do motorista', null)).toBe('Posição do motorista');
  });
});
