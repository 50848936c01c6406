import type { Order } from '@box/core/schemas';

// Names as a large shipper's list has them: hundreds of requesters and drivers, many sharing a first name or a
// surname, with accents (a search for 'joao' must find 'João'). Six names made every letter match most orders.
const FIRST = [
  'Ana Antônio Beatriz Bruno Camila Carlos Cecília Cláudio Daniela Davi Débora Eduardo',
  'Elaine Érica Fábio Fernanda Flávia Gabriel Gustavo Helena Heitor Igor Inês Isabela',
  'João Joaquim Júlia Juliana Letícia Lúcia Luís Marcos Márcia Mariana Mônica Natália',
  'Otávio Patrícia Rafael Raíssa Renato Rogério Sérgio Silvana Simão Tânia Thiago Valéria',
  'Vinícius Wagner',
]
  .join(' ')
  .split(' ');
const LAST = [
  'Almeida Araújo Barbosa Brandão Cardoso Carvalho Conceição Costa Dias Falcão Fernandes',
  'Gonçalves Guimarães Lima Magalhães Martins Monteiro Nóbrega Nunes Pereira Prado',
  'Quitério Ribeiro Reis Sampaio Santos Simões Teixeira Vieira Xavier',
]
  .join(' ')
  .split(' ');
const VEHICLES = ['MOTO', 'PASSEIO', 'FIORINO', 'VAN', 'HR'];
const STATUSES = ['CREATED', 'ALLOCATED', 'IN_PROGRESS', 'FINISHED', 'CANCELED'] as const;
export const REQUESTERS = 300;
export const DRIVERS = 400;

/** A small seeded generator (mulberry32): the same fake data for every run and every machine. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` distinct 'First Last' (or 'First Last Last') names drawn with `seed`. */
export function fakeNames(count: number, seed: number): string[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const names = new Set<string>();
  while (names.size < count) {
    const middle = next() < 0.4 ? ` ${pick(LAST)}` : '';
    names.add(`${pick(FIRST)}${middle} ${pick(LAST)}`);
  }
  return [...names];
}

const abbr = (name: string) => {
  const [first, ...rest] = name.split(' ');
  return `${first} ${rest.at(-1)?.[0] ?? ''}.`;
};

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** A Mercosul plate ('RIO2A18'): three letters, a digit, a letter, two digits. */
function plate(next: () => number): string {
  const letter = () => LETTERS[Math.floor(next() * 26)];
  const digit = () => Math.floor(next() * 10);
  return `${letter()}${letter()}${letter()}${digit()}${letter()}${digit()}${digit()}`;
}

/** Invented orders shaped like the API's, deterministic for a given count. */
export function fakeOrders(count: number, now = Date.now()): Order[] {
  const requesters = fakeNames(REQUESTERS, 19);
  const drivers = fakeNames(DRIVERS, 1915);
  const next = random(2026);
  return Array.from({ length: count }, (_, i) => {
    const name = requesters[Math.floor(next() * requesters.length)] as string;
    const driver = drivers[Math.floor(next() * drivers.length)] as string;
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
      requesterAbbr: abbr(name),
      driver: i % 5 === 0 ? null : { name: driver, nameAbbr: abbr(driver), vehicle_plate: plate(next) },
      progress: i % 4,
      total_stops: 4,
      failed_services: i % 11 === 0 ? 1 : 0,
      // Issue 20's badge on most rows, as a shipper registering its proofs at SEFAZ sees them.
      sefaz: i % 6 === 5 ? null : i % 4 === 3 ? 'registered' : i % 4 === 2 ? 'pending' : null,
      // A registered row carries its proof's protocol, as the server prints it.
      sefaz_protocols: i % 6 !== 5 && i % 4 === 3 ? [`1352600${String(i).padStart(8, '0')}`] : [],
    };
  });
}
