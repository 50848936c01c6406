import { render, screen, within } from '@testing-library/react';
import { Timeline } from './Timeline';

describe('Timeline', () => {
  it('lists the steps in order with their state and captions', () => {
    render(
      <Timeline
        label="Andamento"
        items={[
          { id: 'a', label: 'Alocada', status: 'DONE', caption: '05/03 às 14:10' },
          { id: 'b', label: 'A caminho', status: 'DOING', caption: 'Próxima chegada estimada: 15:00' },
          { id: 'c', label: 'Finalizado', status: 'NOT_DONE' },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Andamento' });
    const steps = within(list).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      'Alocada (concluída)05/03 às 14:10',
      'A caminho (em andamento)Próxima chegada estimada: 15:00',
      'Finalizado (pendente)',
    ]);
    expect(steps.map((s) => s.getAttribute('aria-current'))).toEqual([null, 'step', null]);
    expect(steps[0]?.className).toContain('box-timeline__step--done');
    expect(steps[2]?.className).toContain('box-timeline__step--not-done');
  });
});
