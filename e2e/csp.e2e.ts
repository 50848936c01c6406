import { expect } from '@playwright/test';
import type { E2ETest } from './specs';

export const cspSpecs: E2ETest[] = [
  {
    // Proves the runner's premise: the product's policy is enforced in the suite's browser (no bypass) and a
    // refusal reaches the runner, which fails any other test that meets one.
    name: "CSP: the suite's pages run under the product's policy, and the runner hears of a refused script",
    async run({ page, url, watch }) {
      await page.goto(`${url}/entrar`);
      await page.frameLocator('iframe').getByRole('button', { name: 'Entrar' }).waitFor();
      const ran = await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.__inlineRan = true';
        document.head.append(script);
        return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
      });
      expect(ran, 'an inline script ran').toBe(false);
      await expect
        .poll(
          async () => watch.cspViolations.some((v) => v.startsWith('script-src') && v.includes('<script>')),
          {
            message: `the runner heard of the refused inline script (heard: ${watch.cspViolations.join(' | ')})`,
          },
        )
        .toBe(true);
      expect(
        watch.cspViolations.some((v) => v.startsWith('console: ')),
        'Chromium logged the refusal to the console too',
      ).toBeTruthy();
      // Heard as it should be: this refusal is the test's own doing, not the product's.
      watch.cspViolations.length = 0;
    },
  },
];
