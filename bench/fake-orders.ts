import type { Order } from '@box/core/schemas';

const NAMES = [
  'Silvana Prado',
  'Rafael Lima',
  'Juliana Costa',
  'Marcos Teixeira',
  'Beatriz Nunes',
  'Otávio Reis',
];
const VEHICLES = ['MOTO', 'PASSEIO', 'FIORINO', 'VAN', 'HR'];
const STATUSES = ['CREATED', 'ALLOCATED', 'IN_PROGRESS', 'FINISHED', 'CANCELED'] as const;

/** Invented orders shaped like the API's, deterministic for a given count. */
export function fakeOrders(count: number, now = Date.now()): Order[] {
  return Array.from({ length: count }, (_, i) => {
    const name = NAMES[i % NAMES.length]!;
    const driver = NAMES[(i * 7) % NAMES.length]!;
    const created = new Date(now - ((i * 37) % (72 * 60)) * 60_000).toISOString();
    return {
      id: 900000 + i,
      externalId: i % 3 === 0 ? `PED-${10000 + i}` : null,
      status: STATUSES[i % STATUSES.length]!,
      status2: null,
      vehicleType: VEHICLES[i % VEHICLES.length]!,
      grossPrice: 100 + (i % 50),
      net_price: 90 + (i % 50),
      freight_price: 80,
      total_taxes: 10,
      created_at: created,
      scheduled_for: i % 4 === 0 ? null : new Date(Date.parse(created) + 3_600_000).toISOString(),
      requester: name,
      requesterAbbr: name.split(' ')[0]!,
      driver:
        i % 5 === 0
          ? null
          : { name: driver, nameAbbr: driver.split(' ')[0]!, vehicle_plate: `ABC${1000 + (i % 9000)}` },
      progress: i % 4,
      total_stops: 4,
      failed_services: i % 11 === 0 ? 1 : 0,
    };
  });
}
