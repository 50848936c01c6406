// What the runner watches in each test's browser context besides uncaught errors: the page's Content-Security-
// Policy refusing anything (the product must live within its own policy, which the suite no longer bypasses),
// and every console error, kept with the address the tab showed then, so the specs about public pages can refuse
// any error a visitor's console shows there.
import type { BrowserContext } from 'playwright-core';

export interface ConsoleError {
  /** The message, with the file or request it names (a failed load names the address that failed). */
  text: string;
  /** The tab's address when the message came. */
  pageUrl: string;
}

export interface PageWatch {
  /** One line per refusal: the directive, what it blocked, the element or file that asked, on which page. */
  cspViolations: string[];
  consoleErrors: ConsoleError[];
}

interface Violation {
  directive: string;
  blocked: string;
  source: string;
  line: number;
  sample: string;
  element: string;
  page: string;
}

const BINDING = '__boxCspViolation';

/** Starts watching `context`; call before its first page opens. */
export async function watchContext(context: BrowserContext): Promise<PageWatch> {
  const watch: PageWatch = { cspViolations: [], consoleErrors: [] };
  // The binding and the listener are installed through the DevTools protocol, which the page's CSP does not
  // govern, in every frame (the host's login frame, a partner's page) before the page's own scripts run.
  await context.exposeBinding(BINDING, (_source, v: Violation) => {
    const where = v.source ? ` from ${v.source}:${v.line}` : '';
    const sample = v.sample ? ` ("${v.sample}")` : '';
    watch.cspViolations.push(
      `${v.directive} refused ${v.blocked || 'inline code'}${sample}${where} by ${v.element} on ${v.page}`,
    );
  });
  await context.addInitScript((binding: string) => {
    addEventListener(
      'securitypolicyviolation',
      (event) => {
        // The first node of the path, not the target: a widget's element inside a shadow root is retargeted.
        const node = event.composedPath()[0];
        const element =
          node instanceof Element
            ? node.outerHTML.slice(0, 200)
            : node instanceof Document
              ? 'the document'
              : String(node);
        (window as unknown as Record<string, (v: Violation) => void>)[binding]?.({
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          source: event.sourceFile,
          line: event.lineNumber,
          sample: event.sample,
          element,
          page: location.href,
        });
      },
      true,
    );
  }, BINDING);
  context.on('console', (message) => {
    if (message.type() !== 'error') return;
    const from = message.location().url;
    const text = from && !message.text().includes(from) ? `${message.text()} (${from})` : message.text();
    watch.consoleErrors.push({ text, pageUrl: message.page()?.url() ?? '' });
    // Chromium also tells of refusals the page's listener cannot see (a frame refused by frame-ancestors).
    if (/Content Security Policy/i.test(text)) watch.cspViolations.push(`console: ${text}`);
  });
  return watch;
}
