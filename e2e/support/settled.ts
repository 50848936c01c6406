// "Whatever the page was going to load has come": Playwright's 'networkidle' waits for 500 ms without any
// request, which never comes once a widget holds a live stream (/live, issue 18) open for minutes. This waits
// for 500 ms without any request in flight except those streams.
import type { BrowserContext, Page, Request } from 'playwright-core';

const QUIET_MS = 500;
const inFlight = new WeakMap<BrowserContext, Set<Request>>();

/** A live stream stays open by design: it is not a load the page waits for. */
const isLiveStream = (request: Request) => new URL(request.url()).pathname.endsWith('/live');

/** Counts `context`'s requests from now on; the runner calls it before the context's first page opens. */
export function trackRequests(context: BrowserContext) {
  const open = new Set<Request>();
  inFlight.set(context, open);
  context.on('request', (request) => {
    if (!isLiveStream(request)) open.add(request);
  });
  const done = (request: Request) => open.delete(request);
  context.on('requestfinished', done);
  context.on('requestfailed', done);
}

/** Resolves once no request but live streams has been in flight for 500 ms; fails after `timeout`. */
export async function settled(page: Page, { timeout = 30_000 } = {}) {
  const open = inFlight.get(page.context());
  if (!open) throw new Error('settled(): the context was not tracked (trackRequests) before its first page');
  const deadline = Date.now() + timeout;
  let quietSince = open.size === 0 ? Date.now() : Number.POSITIVE_INFINITY;
  while (Date.now() - quietSince < QUIET_MS) {
    if (Date.now() > deadline) {
      const left = [...open].map((r) => r.url()).join(', ');
      throw new Error(`settled(): requests still in flight after ${timeout} ms: ${left}`);
    }
    // Node's timer, not the page's: a spec may have installed a fake clock in the page.
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (open.size > 0) quietSince = Number.POSITIVE_INFINITY;
    else if (quietSince === Number.POSITIVE_INFINITY) quietSince = Date.now();
  }
}
