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
