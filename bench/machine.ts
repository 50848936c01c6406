// The machine a `pnpm bench` ran on, as a figure: its cores, and how long it takes for one fixed piece of the kind of
// work the bench measures, timed at the start and at the end of the run. Sessions have run the same code on
// machines 2.4 times apart (docs/bench/issue-19-api.md) and read each other's figures through `pnpm build`'s time
// or the keystroke's floor; this puts the comparison in the output, and a start and an end far apart say that the
// machine itself changed speed during the run.
import { cpus, loadavg } from 'node:os';
import { fakeOrders } from './fake-orders';
import { prefixes, searchHaystacks, WORDS } from './monitoring-keystroke';
import { median } from './monitoring-render';

/** What one round does: the monitoring search's own loop (its haystacks made once, outside the clock). */
const WORKLOAD = "every prefix of the bench's six search words over 5,000 fake orders, 3 times";
const ROUNDS = 25;
/** Rounds run first and not timed: V8 compiles the round's code again, optimised, over its first few. */
const WARM_UP = 10;

/** One round of the workload: its count is used, so that the engine cannot leave any of it out. */
function searchOnce(haystacks: readonly string[], needles: readonly string[]): number {
  let found = 0;
  for (let repeat = 0; repeat < 3; repeat++)
    for (const needle of needles) for (const haystack of haystacks) if (haystack.includes(needle)) found++;
  return found;
}

export interface MachineReading {
  /** The median of ROUNDS rounds, in ms of wall time on one thread. */
  workloadMs: number;
  loadAverage1m: number;
}

/**
 * Times the workload now (WARM_UP rounds, then ROUNDS). It reads memory more than it computes, like a key of the
 * search or a server's answer: on the virtual machine of session 28 such work ran up to 1.7 times slower for
 * seconds at a time while a loop of arithmetic kept its speed, so two readings of one run can differ.
 */
export function readMachine(): MachineReading {
  const haystacks = searchHaystacks(fakeOrders(5000, Date.UTC(2026, 0, 1)));
  const needles = WORDS.flatMap(prefixes);
  let kept = 0;
  for (let i = 0; i < WARM_UP; i++) kept += searchOnce(haystacks, needles);
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    kept += searchOnce(haystacks, needles);
    times.push(performance.now() - started);
  }
  if (kept < 0) throw new Error('unreachable: keeps the rounds alive');
  return { workloadMs: median(times), loadAverage1m: Math.round((loadavg()[0] ?? 0) * 100) / 100 };
}

export interface MachineFigures {
  cores: number;
  model: string;
  workload: string;
  atStart: MachineReading;
  atEnd?: MachineReading;
}

export function describeMachine(atStart: MachineReading): MachineFigures {
  const all = cpus();
  return { cores: all.length, model: all[0]?.model.trim() ?? '?', workload: WORKLOAD, atStart };
}

/** The summary's line: what the machine is and how fast it was, at the start and at the end of the run. */
export function machineLine(machine: MachineFigures): string {
  const end = machine.atEnd
    ? `, at the end ${machine.atEnd.workloadMs} ms (load ${machine.atEnd.loadAverage1m})`
    : '';
  return (
    `machine: ${machine.cores} × ${machine.model}; a fixed workload (${machine.workload}) took ` +
    `${machine.atStart.workloadMs} ms at the start (load ${machine.atStart.loadAverage1m})${end}: ` +
    'earlier machines\' readings in docs/bench/issue-19-api.md ("The machine a bench ran on")'
  );
}
