import { createFakeFetch, reply } from '@box/ui/testing';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { SPOT_WIZARD_TAG, SpotWizardElement } from './element';
import { currentUser, NFE_KEY, spotsConfig, warehouse, wizardRoutes } from './wizard/fixtures';
import './define';
import type { BoxSpotWizardElement } from './elements.generated';

// The element as the package's generated types declare it (document.createElement by tag gives it).
type WizardElement = BoxSpotWizardElement;

const blockedUser = currentUser({ account: { podeSolicitarRota: false, inativo: false, bloqueado: true } });

function api(me = currentUser(), apiBase?: string) {
  return createFakeFetch(
    {
      'GET /me': me,
      'GET /customers/active-experiments': [],
      'GET /spots/config': spotsConfig(),
      'GET /customers/warehouses': [warehouse()],
    },
    apiBase ? { apiBase } : {},
  );
}

async function mount(attributes: Record<string, string>, fetchImpl: typeof fetch): Promise<WizardElement> {
  const el = document.createElement(SPOT_WIZARD_TAG) as WizardElement;
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  el.fetch = fetchImpl;
  await act(async () => {
    document.body.append(el);
  });
  return el;
}

const shadow = (el: WizardElement) => el.shadowRoot as ShadowRoot;
const adoptedCss = (el: WizardElement) =>
  shadow(el)
    .adoptedStyleSheets.flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText))
    .join('\n');
const banner = (el: WizardElement) => shadow(el).querySelector('.box-spot-wizard__banner');

describe('<box-spot-wizard>', () => {
  afterEach(async () => {
    await act(async () => {
      document.body.replaceChildren();
    });
  });

  it('is registered by the define entry', () => {
    expect(customElements.get(SPOT_WIZARD_TAG)).toBe(SpotWizardElement);
  });

  it('loads from its api-base and renders the first step in its shadow root with its styles', async () => {
    const fake = api(currentUser(), '/parceiro/api');
    const el = await mount({ 'api-base': '/parceiro/api' }, fake.fetch);
    await waitFor(() => expect(shadow(el).querySelector('.box-step1')).not.toBeNull());
    expect(fake.calls.map((c) => c.path).sort()).toEqual(
      ['/customers/active-experiments', '/customers/warehouses', '/me', '/spots/config'].sort(),
    );
    const css = adoptedCss(el);
    // Step 1 adopts its own rules, and the primitives of its list and dialogs, when it mounts.
    for (const rule of [
      '.box-spot-wizard__nav',
      '.box-step1',
      '.box-stepper',
      '.box-table__cell',
      '.box-modal__header',
    ]) {
      expect(css).toContain(rule);
    }
    // Steps 2 and 3 bring their own rules when they mount (see the order test below).
    for (const rule of ['.box-vehicle-card', '.box-summary__price', '.box-finance']) {
      expect(css).not.toContain(rule);
    }
    expect(shadow(el).querySelector('.box-root .box-spot-wizard')).not.toBeNull();
  });

  it('shows the account banner unless show-account-banner="false"', async () => {
    const el = await mount({}, api(blockedUser).fetch);
    await waitFor(() => expect(banner(el)?.textContent).toContain('Sua conta está bloqueada'));
    await act(async () => {
      el.setAttribute('show-account-banner', 'false');
    });
    expect(banner(el)).toBeNull();
    await act(async () => {
      el.removeAttribute('show-account-banner');
    });
    expect(banner(el)).not.toBeNull();
  });

  it('dispatches box:session-expired across the shadow boundary when the API answers 401', async () => {
    const fake = createFakeFetch({
      'GET /me': reply({ status: 401, body: { code: 'unauthenticated', message: 'x' } }),
      'GET /customers/active-experiments': [],
      'GET /spots/config': spotsConfig(),
    });
    const events: Event[] = [];
    const expired = (event: Event) => events.push(event);
    document.addEventListener('box:session-expired', expired);
    await mount({}, fake.fetch);
    await waitFor(() => expect(events.length).toBeGreaterThan(0));
    expect(events[0]?.bubbles).toBe(true);
    expect(events[0]?.composed).toBe(true);
    document.removeEventListener('box:session-expired', expired);
  });

  it('places an order inside the shadow root and tells the page with box:order-created and box:navigate', async () => {
    const fake = createFakeFetch(wizardRoutes({ 'POST /spots': { id: 90415 } }));
    const seen: string[] = [];
    const onCreated = (event: Event) =>
      seen.push(`created ${(event as CustomEvent<{ id: number }>).detail.id}`);
    const onNavigate = (event: Event) =>
      seen.push(`navigate ${(event as CustomEvent<{ path: string }>).detail.path}`);
    document.addEventListener('box:order-created', onCreated);
    document.addEventListener('box:navigate', onNavigate);
    const el = await mount({}, fake.fetch);
    const root = within(shadow(el) as unknown as HTMLElement);
    const user = userEvent.setup();
    const button = (name: string) => root.getByRole('button', { name }) as HTMLButtonElement;

    await user.type(
      await root.findByRole('textbox', { name: 'Chave de acesso da NF-e/CT-e ou código da mercadoria' }),
      `${NFE_KEY}{Enter}`,
    );
    await waitFor(() => expect(button('Próximo').disabled).toBe(false));
    await user.click(button('Próximo'));
    await user.click(await root.findByRole('radio', { name: /^Fiorino/ }));
    expect(adoptedCss(el)).toContain('.box-vehicle-card');
    expect(adoptedCss(el)).not.toContain('.box-summary__price');
    await user.click(button('Obter cotação'));
    await waitFor(() => expect(button('Finalizar pedido').disabled).toBe(false));
    expect(adoptedCss(el)).toContain('.box-summary__price');
    // Added after the first sheet, as they were when it held them: same cascade.
    const sheets = shadow(el).adoptedStyleSheets.map((sheet) =>
      Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n'),
    );
    const at = (rule: string) => sheets.findIndex((text) => text.includes(rule));
    expect(at('.box-vehicle-card')).toBeGreaterThan(at('.box-spot-wizard__nav'));
    expect(at('.box-summary__price')).toBeGreaterThan(at('.box-vehicle-card'));
    await user.click(button('Finalizar pedido'));
    const dialog = await root.findByRole('dialog', { name: 'Solicitação concluída com sucesso!' });
    await user.click(within(dialog).getByRole('button', { name: 'Ir para o monitoramento' }));
    expect(seen).toEqual(['created 90415', 'navigate /pedidos/monitoramento']);
    document.removeEventListener('box:order-created', onCreated);
    document.removeEventListener('box:navigate', onNavigate);
  });
});
