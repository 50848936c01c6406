import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TabView } from './TabView';

const items = [
  { id: 'stops', label: 'Status dos transportes' },
  { id: 'route', label: 'Informações da rota' },
];

function Harness() {
  const [value, setValue] = useState('stops');
  return (
    <TabView items={items} value={value} onChange={setValue} label="Detalhes" panelClassName="painel">
      {value === 'stops' ? 'paradas' : 'rota'}
    </TabView>
  );
}

describe('TabView', () => {
  it('shows the chosen tab’s content in one panel named by that tab', async () => {
    render(<Harness />);
    const panel = screen.getByRole('tabpanel', { name: 'Status dos transportes' });
    expect(panel.textContent).toBe('paradas');
    expect(panel.className).toBe('painel');
    expect(screen.getAllByRole('tab').every((tab) => tab.getAttribute('aria-controls') === panel.id)).toBe(
      true,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Informações da rota' }));
    expect(screen.getByRole('tabpanel', { name: 'Informações da rota' }).textContent).toBe('rota');
  });
});
