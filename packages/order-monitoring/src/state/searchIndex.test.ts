import { makeOrder } from '../fixtures/orders';
import { buildOrderIndex } from './orderIndex';
import { matchingEntries } from './searchIndex';

const now = new Date('2026-11-22T12:00:00Z');
const driver = (name: string, plate: string) => ({ name, nameAbbr: name, vehicle_plate: plate });
const orders = [
  makeOrder({ id: 101, requester: 'João Araújo', driver: driver('Márcia Reis', 'ABC1D23') }, now),
  makeOrder({ id: 102, requester: 'Joana Prado' }, now),
  makeOrder({ id: 103, requester: 'Marcos Lima', driver: driver('João Nunes', 'XYZ9K88') }, now),
  makeOrder({ id: 104, requester: 'Ana', externalId: 'PED-12' }, now),
];
const ids = (entries: ReturnType<typeof matchingEntries>) => entries.map((entry) => entry.order.id);

describe('matchingEntries', () => {
  it('finds what each haystack contains, in list order, whether it narrows an earlier answer or not', () => {
    const typed = buildOrderIndex(orders, now);
    const fresh = () => buildOrderIndex(orders, now);
    // Typed one key at a time (each answer narrows the one before) and asked cold, the answers agree.
    for (const needle of [
      'j',
      'jo',
      'joa',
      'joao',
      'joa',
      'jo',
      'm',
      'ma',
      'mar',
      'marc',
      'a',
      'abc-1d',
      '1',
    ]) {
      expect(ids(matchingEntries(typed, needle))).toEqual(ids(matchingEntries(fresh(), needle)));
    }
    expect(ids(matchingEntries(typed, 'joao'))).toEqual([101, 103]);
    expect(ids(matchingEntries(typed, 'marc'))).toEqual([101, 103]);
    expect(ids(matchingEntries(typed, 'abc-1d'))).toEqual([101]);
    expect(ids(matchingEntries(typed, 'ped-12'))).toEqual([104]);
  });

  it('lists every order for an empty search and none for text no order has', () => {
    const index = buildOrderIndex(orders, now);
    expect(ids(matchingEntries(index, ''))).toEqual([101, 102, 103, 104]);
    expect(ids(matchingEntries(index, 'zzz'))).toEqual([]);
  });

  it('does not match across two orders or two fields', () => {
    const index = buildOrderIndex(orders, now);
    // The end of 101's plate and the start of 102's OS, then 103's requester and driver run together.
    expect(ids(matchingEntries(index, '23102'))).toEqual([]);
    expect(ids(matchingEntries(index, 'limajoao'))).toEqual([]);
    expect(ids(matchingEntries(index, 'lima joao'))).toEqual([]);
  });

  it('answers a new list from that list, not from the answers of the one it replaced', () => {
    const before = buildOrderIndex(orders, now);
    expect(ids(matchingEntries(before, 'joana'))).toEqual([102]);
    const after = buildOrderIndex([...orders, makeOrder({ id: 105, requester: 'Joana Dias' }, now)], now);
    expect(ids(matchingEntries(after, 'joana'))).toEqual([102, 105]);
  });

  it('gives the same answer back when a letter drops no order, and the whole list when every order matches', () => {
    const index = buildOrderIndex(orders, now);
    const jo = matchingEntries(index, 'jo');
    expect(ids(jo)).toEqual([101, 102, 103]);
    // Every order that holds 'jo' holds 'o' too, not the other way round.
    expect(matchingEntries(index, 'joa')).toBe(jo);
    expect(ids(matchingEntries(index, 'joao'))).toEqual([101, 103]);
    // Every order has a '1' in its OS.
    expect(matchingEntries(index, '1')).toBe(index.entries);
  });
});
