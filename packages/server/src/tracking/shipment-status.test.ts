import { followsDriver, shipmentStatus } from './shipment-status';

describe('shipmentStatus', () => {
  it.each([
    ['CREATED', 'PENDING', 'PENDING'],
    ['ALLOCATED', 'PENDING', 'PENDING'],
    ['IN_PROGRESS', 'PENDING', 'IN_TRANSIT'],
    ['IN_PROGRESS', 'FINISHED', 'DELIVERED'],
    ['IN_PROGRESS', 'FAILED', 'FAILED'],
    ['FINISHED', 'FINISHED', 'DELIVERED'],
    ['FINISHED', 'FAILED', 'FAILED'],
    ['CANCELED', 'PENDING', 'CANCELED'],
    ['CANCELED', 'FINISHED', 'CANCELED'],
  ] as const)('order %s, stop %s → %s', (order, stop, expected) => {
    expect(shipmentStatus(order, stop)).toBe(expected);
  });

  it('follows the driver only while the order is under way and the shipment not settled', () => {
    expect(followsDriver('IN_PROGRESS', 'IN_TRANSIT')).toBe(true);
    expect(followsDriver('ALLOCATED', 'PENDING')).toBe(true);
    expect(followsDriver('IN_PROGRESS', 'DELIVERED')).toBe(false);
    expect(followsDriver('FINISHED', 'DELIVERED')).toBe(false);
    expect(followsDriver('CANCELED', 'CANCELED')).toBe(false);
  });
});
