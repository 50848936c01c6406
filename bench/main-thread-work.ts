// Main-thread work per interaction, read from a Chrome trace: what a keystroke costs the page, apart from how
// long it waits for the display's next frame.
import type { CDPSession } from 'playwright-core';

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread time: how long the thread actually ran, without the time other processes had the CPU. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    /** A Layout event's: how many layout objects it found dirty, of how many. */
    beginData?: { dirtyObjects?: number; totalObjects?: number };
  };
}

/** Trace categories: the renderer's tasks (toplevel), what ran in them (devtools.timeline) and our marks. */
const CATEGORIES = ['toplevel', 'devtools.timeline', 'blink.user_timing'];

/** Starts a trace (of `categories` besides the default ones); the returned function ends it and hands back its events. */
export async function startTrace(
  cdp: CDPSession,
  categories: readonly string[] = [],
): Promise<() => Promise<TraceEvent[]>> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: [...CATEGORIES, ...categories] },
  });
  return async () => {
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    return events;
  };
}

/** Work inside one interaction, in ms: all of it, and the part spent in script, style and layout, and paint. */
export interface InteractionWork {
  totalMs: number;
  scriptMs: number;
  styleLayoutMs: number;
  paintMs: number;
}

export const SCRIPT = new Set([
  'EventDispatch',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'RunMicrotasks',
  'EvaluateScript',
]);
export const STYLE_LAYOUT = new Set(['UpdateLayoutTree', 'Layout']);
export const PAINT = new Set(['PrePaint', 'Paint', 'Layerize', 'Commit']);

/** The page's main thread: the CrRendererMain with the most complete events. */
export function mainThreadEvents(events: TraceEvent[]): TraceEvent[] {
  const counts = new Map<string, number>();
  for (const e of events)
    if (e.ph === 'X') counts.set(`${e.pid}:${e.tid}`, (counts.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  let best = '';
  for (const e of events) {
    if (e.ph !== 'M' || e.name !== 'thread_name' || e.args?.name !== 'CrRendererMain') continue;
    const id = `${e.pid}:${e.tid}`;
    if ((counts.get(id) ?? 0) > (counts.get(best) ?? 0)) best = id;
  }
  return events
    .filter((e) => e.ph === 'X' && `${e.pid}:${e.tid}` === best)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
}

/** The [start, end] times (µs) of each `startMark` directly followed by an `endMark`, in order. */
export function markWindows(events: TraceEvent[], startMark: string, endMark: string): [number, number][] {
  const marks = events
    .filter(
      (e) =>
        e.cat.includes('blink.user_timing') && e.ph !== 'X' && (e.name === startMark || e.name === endMark),
    )
    .sort((a, b) => a.ts - b.ts);
  const windows: [number, number][] = [];
  for (let i = 0; i < marks.length - 1; i++) {
    const start = marks[i];
    const end = marks[i + 1];
    if (start?.name === startMark && end?.name === endMark) windows.push([start.ts, end.ts]);
  }
  return windows;
}

/**
 * Sums the main thread's (CPU) time between pairs of user-timing marks (`startMark` … `endMark`, in order): whole
 * tasks for the total (a task is counted for the part inside the window), and the outermost script, style and
 * layout, and paint events within them for the split.
 */
export function workBetweenMarks(
  events: TraceEvent[],
  startMark: string,
  endMark: string,
): InteractionWork[] {
  const thread = mainThreadEvents(events);
  const windows = markWindows(events, startMark, endMark);
  return windows.map(([from, to]) => {
    const totals = { totalMs: 0, scriptMs: 0, styleLayoutMs: 0, paintMs: 0 };
    // Outermost events only: a forced layout inside a script counts as script, as a profiler would show it.
    let openUntil = -1;
    let taskUntil = -1;
    for (const e of thread) {
      const end = e.ts + (e.dur ?? 0);
      if (end <= from || e.ts >= to) continue;
      // Thread time, not wall time: time the thread waited for a busy CPU (other processes) is left out.
      const wall = e.dur ?? 0;
      const share = wall > 0 ? (Math.min(end, to) - Math.max(e.ts, from)) / wall : 1;
      const inside = ((e.tdur ?? wall) * share) / 1000;
      if (e.ts >= taskUntil) {
        taskUntil = end;
        totals.totalMs += inside;
        continue;
      }
      if (e.ts < openUntil) continue;
      const kind = SCRIPT.has(e.name)
        ? 'scriptMs'
        : STYLE_LAYOUT.has(e.name)
          ? 'styleLayoutMs'
          : PAINT.has(e.name)
            ? 'paintMs'
            : null;
      if (!kind) continue;
      openUntil = end;
      totals[kind] += inside;
    }
    return totals;
  });
}
