import { createFakeFetch, reply } from '@box/ui/testing';
import { waitFor } from '@testing-library/react';
import { act } from 'react';
import { BILLING_STATEMENT_TAG, BillingStatementElement } from './element';
import { statementRoutes } from './fixtures/routes';
import { FIXTURE_TODAY } from './fixtures/statement';
import './define';
import type { BoxBillingStatementElement } from './elements.generated';

// The element as the package's generated types declare it (document.createElement by tag gives it).
type StatementElement = BoxBillingStatementElement;

async function mount(attributes: Record<string, string>, fetchImpl: typeof fetch): Promise<StatementElement> {
  const el = document.createElement(BILLING_STATEMENT_TAG) as StatementElement;
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  el.fetch = fetchImpl;
  el.today = FIXTURE_TODAY;
  await act(async () => {
    document.body.append(el);
  });
  return el;
}

const shadow = (el: StatementElement) => el.shadowRoot as ShadowRoot;

describe('<box-billing-statement>', () => {
  afterEach(async () => {
    await act(async () => {
      document.body.replaceChildren();
    });
  });

  it('is registered by the define entry', () => {
    expect(customElements.get(BILLING_STATEMENT_TAG)).toBe(BillingStatementElement);
  });

  it('loads from its api-base and renders in its shadow root with its styles', async () => {
    const api = createFakeFetch(statementRoutes(), { apiBase: '/parceiro/api' });
    const el = await mount({ 'api-base': '/parceiro/api' }, api.fetch);
    await waitFor(() => expect(shadow(el).querySelector('.box-billing-details')).not.toBeNull());
    expect(api.calls.map((c) => c.path)).toEqual([
      '/billing-statement/monthly-totals',
      '/billing-statement/summary',
      '/billing-statement/details',
    ]);
    expect(shadow(el).querySelector('[role="tab"][aria-selected="true"]')?.textContent).toBe(
      'NovembroR$ 1.234,56',
    );
    const css = shadow(el)
      .adoptedStyleSheets.flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText))
      .join('\n');
    expect(css).toContain('.box-billing-months__tab');
    expect(css).toContain('.box-table');
    expect(css).toContain('--box-color-primary');
    expect(shadow(el).querySelector('.box-root .box-billing')).not.toBeNull();
  });

  it('dispatches box:session-expired across the shadow boundary when the API answers 401', async () => {
    const api = createFakeFetch(
      statementRoutes({
        'GET /billing-statement/monthly-totals': reply({ status: 401, body: { code: 'x', message: 'x' } }),
      }),
    );
    const events: Event[] = [];
    const expired = (event: Event) => events.push(event);
    document.addEventListener('box:session-expired', expired);
    const el = await mount({}, api.fetch);
    await waitFor(() => expect(events).toHaveLength(1));
    document.removeEventListener('box:session-expired', expired);
    expect(events[0]?.bubbles).toBe(true);
    expect(events[0]?.composed).toBe(true);
    await waitFor(() => expect(shadow(el).textContent).toContain('Sua sessão expirou.'));
  });
});
