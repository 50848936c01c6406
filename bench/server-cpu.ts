import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time (ms) the server's processes have used so far: those started with PORT=`port` in their environment
 * (pnpm, tsx and the server's node; Linux /proc, null elsewhere). On a shared machine a request's latency mostly
 * waits for a CPU; its CPU time is what the server itself spends on it. With PGlite that includes the database
 * (in the same process); with PostgreSQL the database server's own work is not in it.
 */
export function serverCpuMs(port: string): number | null {
  let ticks = 0;
  try {
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        if (!readFileSync(`/proc/${pid}/environ`, 'latin1').split('\0').includes(`PORT=${port}`)) continue;
        const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
        // After the command's ')': fields 3 onwards; utime and stime are fields 14 and 15, in 1/100 s.
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        ticks += Number(fields[11]) + Number(fields[12]);
      } catch {
        // gone meanwhile, or not readable: not one of ours
      }
    }
  } catch {
    return null;
  }
  return ticks * 10;
}
