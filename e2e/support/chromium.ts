// Debian's Chromium (the registries here serve no browser builds of their own, so `playwright install` never
// runs), shared by the Playwright config (e2e) and the bench scripts that drive a page.
import { existsSync } from 'node:fs';
import { type Browser, chromium, type LaunchOptions } from 'playwright-core';

/**
 * Debian's Chromium, the browser users have, with the flags this closed network needs (no background calls home):
 * what the bench measures pages in.
 */
export const CHROMIUM_LAUNCH: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The end-to-end tests' browser: Debian's `chromium-headless-shell` when installed (`.ci/run` installs it), else
 * the Chromium above; CHROMIUM_PATH wins over both. The headless shell is the same Blink, V8 and Skia without the
 * browser's own window and UI layers, and what Playwright itself runs headless tests in. On this machine the whole
 * end-to-end run took 513 s and 934 CPU-seconds in it against 656 s and 1,246 in `/usr/bin/chromium` (2026-11-30,
 * each alone, `/proc/stat` before and after), with the same results for the 69 tests.
 */
export const E2E_CHROMIUM_LAUNCH: LaunchOptions = {
  ...CHROMIUM_LAUNCH,
  executablePath:
    process.env.CHROMIUM_PATH ??
    (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_LAUNCH.executablePath),
};

export function launchChromium(): Promise<Browser> {
  return chromium.launch(CHROMIUM_LAUNCH);
}
