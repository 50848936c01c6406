import { ORDER_STATUSES } from '../schemas/orders';
import {
  MONITORING_TABS,
  monitoringTabOf,
  OPEN_ORDER_STATUSES,
  orderStatusLabel,
  zeroMonitoringCounts,
} from './order-statuses';

describe('monitoring tabs', () => {
  it('are the four spec tabs, in order', () => {
    expect(MONITORING_TABS.map((t) => t.label)).toEqual([
      'Em alocação',
      'Alocada',
      'Em execução',
      'Finalizadas/Canceladas',
    ]);
  });

  it('hold every status exactly once, finished and canceled together', () => {
    const listed = MONITORING_TABS.flatMap((t) => [...t.statuses]);
    expect([...listed].sort()).toEqual([...ORDER_STATUSES].sort());
    expect(monitoringTabOf('CREATED')).toBe('createdOrders');
    expect(monitoringTabOf('ALLOCATED')).toBe('allocatedOrders');
    expect(monitoringTabOf('IN_PROGRESS')).toBe('inProgressOrders');
    expect(monitoringTabOf('FINISHED')).toBe('finishedOrders');
    expect(monitoringTabOf('CANCELED')).toBe('finishedOrders');
  });

  it('start counting at zero in every tab, a fresh object each time', () => {
    const counts = zeroMonitoringCounts();
    expect(Object.keys(counts)).toEqual(MONITORING_TABS.map((t) => t.id));
    expect(Object.values(counts)).toEqual([0, 0, 0, 0]);
    counts.createdOrders += 1;
    expect(zeroMonitoringCounts().createdOrders).toBe(0);
  });

  it('label statuses and unknowns', () => {
    expect(orderStatusLabel('CANCELED')).toBe('Cancelada');
    expect(orderStatusLabel('LOST')).toBe('Desconhecido');
  });
});

describe('open statuses', () => {
  it('are the statuses of every monitoring tab but the closed one', () => {
    const closed = MONITORING_TABS.find((t) => t.id === 'finishedOrders')?.statuses ?? [];
    expect([...OPEN_ORDER_STATUSES]).toEqual(
      ORDER_STATUSES.filter((s) => !(closed as readonly string[]).includes(s)),
    );
  });
});
