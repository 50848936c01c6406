// The server process's resident memory (Linux /proc), sampled through a run: before the load, its peak, and
// after the load once the process has been idle a while.
import { readdirSync, readFileSync } from 'node:fs';

const MIB = 1024 * 1024;

/**
 * The pid of the Node process serving `port` (started by startProduct: PORT in its environment). pnpm's shell
 * running `node … dist/main.js` has the same environment and names main.js too: the server is the node itself.
 */
export function serverPid(port: number): number | null {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const [program = '', ...args] = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (!program.endsWith('node') || !args.some((a) => a.endsWith('main.js'))) continue;
      const environ = readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0');
      if (environ.includes(`PORT=${port}`)) return Number(entry);
    } catch {
      // gone, or another user's process
    }
  }
  return null;
}

export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
  return Math.round((kb * 1024) / MIB);
}

export interface RssFigures {
  beforeMiB: number;
  peakMiB: number;
  afterIdleMiB: number;
  idleMs: number;
}

/** Samples a process's RSS every 250 ms from now until `finish`; `finish` waits `idleMs` before its last read. */
export function watchRss(pid: number) {
  const beforeMiB = rssMiB(pid);
  let peakMiB = beforeMiB;
  const timer = setInterval(() => {
    try {
      peakMiB = Math.max(peakMiB, rssMiB(pid));
    } catch {
      // the process ended; the figures keep what was read
    }
  }, 250);
  return {
    async finish(idleMs: number): Promise<RssFigures> {
      await new Promise((r) => setTimeout(r, idleMs));
      clearInterval(timer);
      const afterIdleMiB = rssMiB(pid);
      return { beforeMiB, peakMiB: Math.max(peakMiB, afterIdleMiB), afterIdleMiB, idleMs };
    },
  };
}

const TICKS_PER_S = 100; // Linux's USER_HZ, what /proc/{pid}/stat counts CPU time in

/** CPU seconds (user + system) a process has used so far. */
function cpuSeconds(pid: number): number {
  // The command name (field 2) is in parentheses and may hold spaces: count fields after its closing one.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_S;
}

/** CPU seconds of every PostgreSQL server process on this machine (other users' queries count too). */
function postgresCpuSeconds(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres')
        total += cpuSeconds(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

export interface CpuFigures {
  wallS: number;
  /** CPU seconds per wall second (1 = one core busy the whole time) of the server, this bench, PostgreSQL. */
  serverCores: number;
  benchClientCores: number;
  postgresCores: number;
  /** The machine's 1-minute load average at the end (other sessions share the cores). */
  loadAverage1m: number;
}

/**
 * Who used the CPU during a run: the server process, this bench's own process (the load generator, a separate
 * process from the server), and PostgreSQL. Together they tell whether a latency is the database's or Node's,
 * or just cores shared with the client.
 */
export function watchCpu(serverPid: number) {
  const t0 = performance.now();
  const server0 = cpuSeconds(serverPid);
  const bench0 = process.cpuUsage();
  const postgres0 = postgresCpuSeconds();
  return {
    finish(): CpuFigures {
      const wallS = (performance.now() - t0) / 1000;
      const bench = process.cpuUsage(bench0);
      const perWall = (s: number) => Math.round((s / wallS) * 100) / 100;
      return {
        wallS: Math.round(wallS * 10) / 10,
        serverCores: perWall(cpuSeconds(serverPid) - server0),
        benchClientCores: perWall((bench.user + bench.system) / 1e6),
        postgresCores: perWall(postgresCpuSeconds() - postgres0),
        loadAverage1m: Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]),
      };
    },
  };
}
