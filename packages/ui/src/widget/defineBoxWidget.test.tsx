import { API_BASE_PATH, type ApiClientOptions, createOrdersApi, createTransport } from '@box/core/api';
import { render, screen } from '@testing-library/react';
import { act, useEffect, useState } from 'react';
import { vi } from 'vitest';
import { type ApiSettings, createApiContext } from '../api/ApiClientProvider';
import { ApiProvider } from '../api/ApiProvider';
import { createFakeFetch, reply } from '../testing/fakeFetch';
import { attr } from './attributes';
import { definitionOf, type WidgetElement } from './createWidgetElement';
import { createBoxElement, defineBoxWidget } from './defineBoxWidget';
import { defineElement } from './defineElement';
import { SESSION_EXPIRED_EVENT, SESSION_NOTICE_TEXTS } from './SessionNotice';

const orders = createApiContext((options: ApiClientOptions) => createOrdersApi(createTransport(options)));

interface CountProps {
  label?: string;
  onCounted?: (count: number) => void;
}

function CountScreen({ label = 'ordens', apiBase, onCounted }: CountProps & ApiSettings) {
  const api = orders.useApi();
  const [text, setText] = useState('…');
  useEffect(() => {
    api.ordersStatus().then(
      ({ orders }) => {
        setText(`${label}: ${orders.length} (${apiBase ?? 'padrão'})`);
        onCounted?.(orders.length);
      },
      (error: Error) => setText(error.name),
    );
  }, [api, label, apiBase, onCounted]);
  return <p className="box-count">{text}</p>;
}

const countCss = '.box-root .box-count { color: rgb(1, 2, 3); }';
const Count = defineBoxWidget({ api: orders, styles: [countCss], screen: CountScreen });

describe('defineBoxWidget', () => {
  it("wraps the screen in .box-root with the widget's sheets and its API provider", async () => {
    const fake = createFakeFetch({ 'GET /orders/status': { orders: [] } }, { apiBase: '/outra/api' });
    const { container } = render(<Count apiBase="/outra/api" fetch={fake.fetch} label="abertas" />);
    expect(await screen.findByText('abertas: 0 (/outra/api)')).toBeTruthy();
    expect(container.querySelector('.box-root > .box-count')).not.toBeNull();
    expect(document.head.querySelector('style')?.textContent).toBe(countCss);
    expect(fake.calls.map((c) => c.path)).toEqual(['/orders/status']);
  });

  it('inherits the settings it was not given from an outer provider, and reports a 401 to onSessionExpired', async () => {
    const fake = createFakeFetch({
      'GET /orders/status': reply({ status: 401, body: { code: 'unauthorized', message: 'x' } }),
    });
    const onSessionExpired = vi.fn();
    render(
      <ApiProvider fetch={fake.fetch}>
        <Count onSessionExpired={onSessionExpired} />
      </ApiProvider>,
    );
    await screen.findByText('SessionExpiredError');
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });
});

describe('createBoxElement', () => {
  const CountElement = createBoxElement({
    component: Count,
    attributes: { label: attr.string() },
    events: { onCounted: { type: 'box:counted', detail: (count: number) => ({ count }) } },
    styles: [countCss],
  });
  defineElement('box-count', CountElement);

  it('adds the standard wiring: api-base and auth-token first, fetch first, the token and session events last', () => {
    const definition = definitionOf(CountElement);
    expect(Object.keys(definition?.attributes ?? {})).toEqual(['api-base', 'auth-token', 'label']);
    expect(definition?.attributes?.['api-base']?.defaultValue).toBe(API_BASE_PATH);
    expect(definition?.attributes?.['auth-token']).toMatchObject({ kind: 'string', defaultValue: undefined });
    expect(definition?.properties).toEqual(['fetch']);
    expect(Object.keys(definition?.events ?? {})).toEqual([
      'onCounted',
      'onAuthTokenExpiring',
      'onSessionExpired',
    ]);
  });

  it('passes api-base and fetch to the root, and turns a 401 into the cancelable session event and notice', async () => {
    const fake = createFakeFetch(
      { 'GET /orders/status': reply({ status: 401, body: { code: 'unauthorized', message: 'x' } }) },
      { apiBase: '/outra/api' },
    );
    const el = document.createElement('box-count') as WidgetElement;
    el.setAttribute('api-base', '/outra/api');
    el.fetch = fake.fetch;
    const events: Event[] = [];
    el.addEventListener(SESSION_EXPIRED_EVENT, (event) => events.push(event));
    await act(async () => {
      document.body.append(el);
    });
    await vi.waitFor(() => expect(el.shadowRoot?.textContent).toContain(SESSION_NOTICE_TEXTS.message));
    expect(events.map((event) => event.cancelable)).toEqual([true]);
    expect(fake.calls.map((c) => c.path)).toEqual(['/orders/status']);
    el.remove();
  });

  it('types its own part of the definition by the component: a misspelt attribute does not compile', () => {
    // @ts-expect-error: Count has no `lable` prop.
    const made = createBoxElement({ component: Count, attributes: { lable: attr.string() } });
    expect(made.observedAttributes).toEqual(['api-base', 'auth-token', 'lable']);
  });
});
