import { describe, expect, it } from 'vitest';
import { inMonitoringWindow } from './monitoring-window';

const FROM = new Date('2026-11-23T12:00:00.000Z');
const BEFORE = '2026-11-20T09:00:00.000Z';
const AFTER = '2026-11-25T09:00:00.000Z';

describe('inMonitoringWindow', () => {
  it('lists an open order whatever its age', () => {
    for (const status of ['CREATED', 'ALLOCATED', 'IN_PROGRESS'] as const) {
      expect(inMonitoringWindow({ status, created_at: BEFORE, scheduled_for: null }, FROM)).toBe(true);
    }
  });

  it('lists a closed order created or scheduled since the start of the window, and no older one', () => {
    expect(inMonitoringWindow({ status: 'FINISHED', created_at: AFTER, scheduled_for: null }, FROM)).toBe(
      true,
    );
    expect(inMonitoringWindow({ status: 'CANCELED', created_at: BEFORE, scheduled_for: AFTER }, FROM)).toBe(
      true,
    );
    expect(inMonitoringWindow({ status: 'FINISHED', created_at: BEFORE, scheduled_for: BEFORE }, FROM)).toBe(
      false,
    );
    expect(inMonitoringWindow({ status: 'FINISHED', created_at: BEFORE, scheduled_for: null }, FROM)).toBe(
      false,
    );
  });

  it('counts the start of the window in it', () => {
    expect(
      inMonitoringWindow({ status: 'FINISHED', created_at: FROM.toISOString(), scheduled_for: null }, FROM),
    ).toBe(true);
  });
});
