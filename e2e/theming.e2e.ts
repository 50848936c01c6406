import { expect } from '@playwright/test';
import type { E2ETest } from './specs';
import { signIn } from './support/login';

/** The value of a design token as the wizard's own nodes see it, inside the element's shadow root. */
function tokenInsideWizard(name: string): string {
  const root = document.querySelector('box-spot-wizard')?.shadowRoot?.querySelector('.box-root');
  const node = root?.firstElementChild ?? root;
  return node ? getComputedStyle(node).getPropertyValue(name).trim() : 'sem .box-root';
}

export const themingSpecs: E2ETest[] = [
  {
    name: 'theming: a page rule on <box-spot-wizard> overrides a --box-color-* token inside its shadow root',
    async run({ page, url }) {
      await signIn(page, url, 'ana@mercado.example', 'mercado-2026');
      await page.goto(`${url}/widgets/spot-wizard/standalone.html`);
      await page.getByRole('textbox', { name: /Chave de acesso/ }).waitFor();
      expect(await page.evaluate(tokenInsideWizard, '--box-color-primary'), 'default primary').toBe(
        '#0b5a78',
      );
      await page.addStyleTag({ content: 'box-spot-wizard { --box-color-primary: #7a1f5c; }' });
      expect(await page.evaluate(tokenInsideWizard, '--box-color-primary'), 'page primary').toBe('#7a1f5c');
      // Tokens the page does not set keep their defaults.
      expect(await page.evaluate(tokenInsideWizard, '--box-color-surface'), 'default surface').toBe(
        '#ffffff',
      );
    },
  },
];
