import { render, screen } from '@testing-library/react';
import { Stepper } from './Stepper';

describe('Stepper', () => {
  it('lists the steps with subtitles, marks the current one and the done ones', () => {
    render(
      <Stepper
        label="Etapas"
        steps={[
          { id: 'm', title: 'Cadastrar mercadorias', subtitle: '1 nota cadastrada', done: true },
          {
            id: 'v',
            title: 'Escolher tipo de veículo',
            subtitle: 'Nenhum veículo selecionado',
            active: true,
          },
          { id: 's', title: 'Resumo do pedido', subtitle: 'Nenhuma informação' },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]?.textContent).toContain('(concluída)');
    expect(items[0]?.textContent).toContain('1 nota cadastrada');
    expect(items[1]?.getAttribute('aria-current')).toBe('step');
    expect(items[2]?.getAttribute('aria-current')).toBeNull();
    expect(items[2]?.textContent).toContain('3');
  });
});
