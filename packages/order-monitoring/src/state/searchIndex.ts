import type { IndexedOrder, OrderIndex } from './orderIndex';

/** Answers kept per list: enough for the words a user types and erases, small beside the list itself. */
const REMEMBERED = 48;

/** The recent answers of one list, newest last (a Map keeps insertion order). */
type Answers = Map<string, readonly IndexedOrder[]>;

// Keyed by the index: a new list (a reload, merged updates) starts with no answers, and a dropped one frees its.
const answersByIndex = new WeakMap<OrderIndex, Answers>();

/**
 * The entries whose haystack contains `needle` (already normalised), in list order. A keystroke rarely needs the
 * whole list: typing a letter narrows the answer of the text before it (whatever contains 'joao' contains
 * 'joa'), and erasing one finds the earlier answer remembered. Only a needle with nothing narrower to start
 * from scans the whole list, in one pass over `searchText`.
 */
export function matchingEntries(index: OrderIndex, needle: string): readonly IndexedOrder[] {
  if (!needle) return index.entries;
  let answers = answersByIndex.get(index);
  if (!answers) {
    answers = new Map();
    answersByIndex.set(index, answers);
  }
  const known = answers.get(needle);
  if (known) {
    // Refreshed as the newest, so the words in use outlive the ones typed long ago.
    answers.delete(needle);
    answers.set(needle, known);
    return known;
  }
  let narrowest: readonly IndexedOrder[] | undefined;
  for (const [text, entries] of answers)
    if (needle.includes(text) && (!narrowest || entries.length < narrowest.length)) narrowest = entries;
  const found = narrowest ? narrowAnswer(narrowest, needle) : scanAll(index, needle);
  answers.set(needle, found);
  if (answers.size > REMEMBERED) answers.delete(answers.keys().next().value as string);
  return found;
}

/**
 * The entries of an earlier answer that contain `needle`. A letter that drops none gives that answer back, the
 * same array, so the view built on it is kept as it is and nothing on screen renders again (see filterOrders).
 */
function narrowAnswer(answer: readonly IndexedOrder[], needle: string): readonly IndexedOrder[] {
  const narrowed = answer.filter((entry) => entry.haystack.includes(needle));
  return narrowed.length === answer.length ? answer : narrowed;
}

/** The entries holding `needle`, in one pass over the list's text; the list itself when every entry does. */
function scanAll(index: OrderIndex, needle: string): readonly IndexedOrder[] {
  const { entries, searchText, searchStarts } = index;
  const found: IndexedOrder[] = [];
  let at = searchText.indexOf(needle);
  let entry = 0;
  while (at !== -1) {
    // Hits come in text order: the entry holding this one is at or after the last entry found.
    entry = entryAt(searchStarts, at, entry);
    const hit = entries[entry];
    if (hit) found.push(hit);
    at = searchText.indexOf(needle, searchStarts[entry + 1]);
  }
  return found.length === entries.length ? entries : found;
}

/** The entry whose haystack holds position `at`: the last start ≤ `at`, searched from `from` on. */
function entryAt(starts: Uint32Array, at: number, from: number): number {
  let low = from;
  let high = starts.length - 2;
  while (low < high) {
    const mid = (low + high + 1) >>> 1;
    if ((starts[mid] ?? 0) <= at) low = mid;
    else high = mid - 1;
  }
  return low;
}
