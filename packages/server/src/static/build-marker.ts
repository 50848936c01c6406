import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * `pnpm start` (scripts/start/main.mjs) starts the server before the widgets' bundles are built and marks each
 * package still building with `dist/.building`, holding the start's pid. A file missing from such a package is
 * not a wrong URL but one that will exist in a moment: it answers 503 with Retry-After. The pid makes a marker
 * left by a start killed outright count for nothing once that process is gone.
 */
export const BUILD_MARKER = '.building';
/** A widget's build takes 15–60 s on a small machine. */
export const BUILD_RETRY_AFTER_SECONDS = 15;

export async function buildInProgress(distDir: string): Promise<boolean> {
  let pid: number;
  try {
    pid = Number.parseInt(await readFile(join(distDir, BUILD_MARKER), 'utf8'), 10);
  } catch {
    return false;
  }
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, another user's; ESRCH: gone.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export const stillBuilding = (): Response =>
  new Response('Este componente ainda está sendo compilado (pnpm start). Tente de novo em alguns segundos.', {
    status: 503,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'Retry-After': String(BUILD_RETRY_AFTER_SECONDS),
    },
  });
