import { boxUiCss } from '@box/ui';
import { renderWidget, reply } from '@box/ui/testing';
import { screen } from '@testing-library/react';
import { FinanceInfoModal } from './FinanceInfoModal';
import { FILLED_FINANCE_INFO } from './fixtures';
import { FINANCE_INFO_STYLES } from './styles';

const classesStyledBy = (css: string) =>
  new Set(Array.from(css.matchAll(/\.(box-[\w-]+)/g), (match) => match[1] as string));

const renderedClasses = () =>
  Array.from(document.querySelectorAll('[class]')).flatMap((el) =>
    Array.from(el.classList).filter((name) => name.startsWith('box-')),
  );

describe('FINANCE_INFO_STYLES', () => {
  it('styles the modal, the fields with their errors, the alert and the buttons', async () => {
    const own = classesStyledBy(FINANCE_INFO_STYLES.join('\n'));
    const ui = classesStyledBy(boxUiCss);
    const { user } = renderWidget(
      <FinanceInfoModal
        open
        onClose={() => {}}
        initial={{ ...FILLED_FINANCE_INFO, cnpj: '1' }}
        loadCurrent={false}
      />,
      {
        api: {
          'PATCH /customers': reply({ status: 500, body: { code: 'internal_error', message: 'x' } }),
        },
      },
    );
    await user.click(screen.getByRole('button', { name: 'Salvar dados' }));
    const rendered = renderedClasses();
    await user.clear(screen.getByRole('textbox', { name: /^CNPJ/ }));
    await user.type(screen.getByRole('textbox', { name: /^CNPJ/ }), FILLED_FINANCE_INFO.cnpj);
    await user.click(screen.getByRole('button', { name: 'Salvar dados' }));
    await screen.findByRole('alert');
    rendered.push(...renderedClasses());
    for (const block of ['box-modal', 'box-field--invalid', 'box-alert', 'box-button']) {
      expect(rendered, block).toContain(block);
    }
    const unstyled = rendered.filter((name) => ui.has(name) && !own.has(name));
    expect([...new Set(unstyled)]).toEqual([]);
  });
});
