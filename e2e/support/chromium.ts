// Debian's Chromium (the registries here serve no browser builds of their own, so `playwright install` never
// runs), shared by the Playwright config (e2e) and the bench scripts that drive a page.
import { type Browser, chromium, type LaunchOptions } from 'playwright-core';

/** Debian's Chromium, with the flags this closed network needs (no background calls home). */
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

export function launchChromium(): Promise<Browser> {
  return chromium.launch(CHROMIUM_LAUNCH);
}
