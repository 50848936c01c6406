import { expectEqual } from './assert';
import { signIn } from './login';
import type { E2ETest } from './specs';

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
      expectEqual(
        await page.evaluate(tokenInsideWizard, '--box-color-primary'),
        '#0b5a78',
        'default primary',
      );
      await page.addStyleTag({ content: 'box-spot-wizard { --box-color-primary: #7a1f5c; }' });
      expectEqual(await page.evaluate(tokenInsideWizard, '--box-color-primary'), '#7a1f5c', 'page primary');
      // Tokens the page does not set keep their defaults.
      expectEqual(
        await page.evaluate(tokenInsideWizard, '--box-color-surface'),
        '#ffffff',
        'default surface',
      );
    },
  },
];
