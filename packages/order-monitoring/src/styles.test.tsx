import { boxUiCss } from '@box/ui';
import { renderWidget, reply } from '@box/ui/testing';
import { screen, within } from '@testing-library/react';
import { sampleOrders } from './fixtures/orders';
import { OrderMonitoring } from './OrderMonitoring';
import { ORDER_MONITORING_STYLES } from './styles';

/** Every `box-` class a CSS text has a rule for. */
function classesStyledBy(css: string): Set<string> {
  return new Set(Array.from(css.matchAll(/\.(box-[\w-]+)/g), (match) => match[1] as string));
}

/** Every `box-` class in the document now. */
function renderedClasses(): string[] {
  return Array.from(document.querySelectorAll('[class]')).flatMap((el) =>
    Array.from(el.classList).filter((name) => name.startsWith('box-')),
  );
}

describe('ORDER_MONITORING_STYLES', () => {
  const ownStyles = classesStyledBy(ORDER_MONITORING_STYLES.join('\n'));
  const uiStyles = classesStyledBy(boxUiCss);
  const seen = new Set<string>();

  afterAll(() => {
    // The states below render these primitives; a state that stops rendering one should not pass unnoticed.
    for (const block of ['box-skeleton', 'box-table', 'box-tabs', 'box-search', 'box-modal', 'box-check']) {
      expect(
        [...seen].some((name) => name.startsWith(block)),
        block,
      ).toBe(true);
    }
  });

  /** Each primitive class on the page that ui has a rule for must be styled by the widget's own sheets. */
  function expectPrimitivesStyled() {
    const rendered = renderedClasses();
    for (const name of rendered) seen.add(name);
    const unstyled = rendered.filter((name) => uiStyles.has(name) && !ownStyles.has(name));
    expect([...new Set(unstyled)]).toEqual([]);
  }

  it('styles the loading skeleton', () => {
    renderWidget(<OrderMonitoring />, {
      api: { 'GET /orders/status': reply({ body: { orders: [] }, delay: 'never' }) },
    });
    expect(screen.getAllByTestId('skeleton-row').length).toBeGreaterThan(0);
    expectPrimitivesStyled();
  });

  it('styles the table, tabs, search and the filters dialog', async () => {
    const { user } = renderWidget(<OrderMonitoring />, {
      api: { 'GET /orders/status': { orders: sampleOrders() } },
    });
    await screen.findByRole('table');
    expectPrimitivesStyled();
    await user.click(screen.getByRole('button', { name: /^Filtros/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('checkbox', { name: 'Em atraso' }));
    expectPrimitivesStyled();
  });

  it('styles the error dialog and the error state left behind it', async () => {
    const { user } = renderWidget(<OrderMonitoring />, {
      api: { 'GET /orders/status': reply({ status: 502, body: { code: 'bad_gateway', message: 'x' } }) },
    });
    await screen.findByRole('dialog');
    expectPrimitivesStyled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alert')).toBeTruthy();
    expectPrimitivesStyled();
  });

  it('styles the empty state', async () => {
    renderWidget(<OrderMonitoring />, { api: { 'GET /orders/status': { orders: [] } } });
    await screen.findByText('Não há ordens de serviço');
    expectPrimitivesStyled();
  });
});
