import { createFakeFetch } from '@box/ui/testing';
import { waitFor } from '@testing-library/react';
import { act } from 'react';
import { FINANCE_INFO_TAG, FinanceInfoElement } from './element';
import './define';
import type { BoxFinanceInfoElement } from '../elements.generated';

// The element as the package's generated types declare it (document.createElement by tag gives it).
type FinanceElement = BoxFinanceInfoElement;

const onFile = {
  cnpj: '12345678000195',
  razao_social: 'Mercado Exemplo Ltda (demonstração)',
  billing_address: { postal_code: '01310100', number: '1578', complement: 'Sala 4' },
  finances_responsible: {
    name: 'Ana Souza',
    email: 'fin@mercado.example',
    phone: '(11) 93456-7890',
    phone_branch: null,
  },
};

async function mount(attributes: Record<string, string>, fetchImpl: typeof fetch): Promise<FinanceElement> {
  const el = document.createElement(FINANCE_INFO_TAG) as FinanceElement;
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  el.fetch = fetchImpl;
  await act(async () => {
    document.body.append(el);
  });
  return el;
}

const shadow = (el: FinanceElement) => el.shadowRoot as ShadowRoot;
const input = (el: FinanceElement, name: string) =>
  shadow(el).querySelector<HTMLInputElement>(`input[name="${name}"]`);

describe('<box-finance-info>', () => {
  afterEach(async () => {
    await act(async () => {
      document.body.replaceChildren();
    });
  });

  it('is registered by its define entry', () => {
    expect(customElements.get(FINANCE_INFO_TAG)).toBe(FinanceInfoElement);
  });

  it('with load-current, starts from the account data of its api-base, in its shadow root with its styles', async () => {
    const api = createFakeFetch(
      { 'GET /customers/finance-info': onFile, 'PATCH /customers': { ok: true } },
      { apiBase: '/parceiro/api' },
    );
    const el = await mount({ 'api-base': '/parceiro/api', 'load-current': '' }, api.fetch);
    await waitFor(() => expect(input(el, 'cnpj')?.value).toBe('12.345.678/0001-95'));
    expect(input(el, 'complement')?.value).toBe('Sala 4');
    const css = shadow(el)
      .adoptedStyleSheets.flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText))
      .join('\n');
    expect(css).toContain('.box-finance');
  });

  it('emits box:finance-info-saved across the shadow boundary once PATCH /customers accepted the data', async () => {
    const api = createFakeFetch({ 'GET /customers/finance-info': onFile, 'PATCH /customers': { ok: true } });
    const el = await mount({ 'load-current': '' }, api.fetch);
    const events: Event[] = [];
    const listener = (event: Event) => events.push(event);
    document.addEventListener('box:finance-info-saved', listener);
    await waitFor(() => expect(input(el, 'cnpj')?.value).not.toBe(''));
    await act(async () => {
      shadow(el).querySelector('form')?.requestSubmit();
    });
    await waitFor(() => expect(events).toHaveLength(1));
    document.removeEventListener('box:finance-info-saved', listener);
    expect(events[0]?.composed).toBe(true);
    expect(api.calls.map((c) => c.path)).toEqual(['/customers/finance-info', '/customers']);
  });

  it('without load-current, starts empty and calls nothing', async () => {
    const api = createFakeFetch({});
    const el = await mount({}, api.fetch);
    await waitFor(() => expect(input(el, 'cnpj')).not.toBeNull());
    expect(input(el, 'cnpj')?.value).toBe('');
    expect(api.calls).toEqual([]);
  });
});
