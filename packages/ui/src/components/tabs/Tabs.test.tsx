import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { type TabItem, Tabs, tabIdFor } from './Tabs';

const items: TabItem[] = [
  { id: 'created', label: 'Em alocação', count: 3 },
  { id: 'allocated', label: 'Alocada', count: 0 },
  { id: 'done', label: 'Finalizadas/Canceladas' },
];

function Harness() {
  const [value, setValue] = useState('created');
  return (
    <>
      <Tabs items={items} value={value} onChange={setValue} label="Situação" panelId="panel" />
      <div role="tabpanel" id="panel" aria-labelledby={tabIdFor('panel', value)}>
        {value}
      </div>
    </>
  );
}

const selectedTab = () =>
  screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true');

describe('Tabs', () => {
  it('renders a labelled tablist whose tabs show their counts and control the panel', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Situação' })).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Em alocação3',
      'Alocada0',
      'Finalizadas/Canceladas',
    ]);
    expect(tabs[0]?.getAttribute('aria-controls')).toBe('panel');
    expect(screen.getByRole('tabpanel', { name: /^Em alocação\s*3$/ }).textContent).toBe('created');
  });

  it('selects a tab on click and keeps a single tab stop', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('tab', { name: /Alocada/ }));
    expect(selectedTab()?.id).toBe(tabIdFor('panel', 'allocated'));
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
  });

  it('moves and selects with the arrow keys, wrapping around, and jumps with Home/End', async () => {
    render(<Harness />);
    screen.getByRole('tab', { name: /Em alocação/ }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(selectedTab()?.textContent).toBe('Alocada0');
    expect(document.activeElement).toBe(selectedTab());
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(selectedTab()?.textContent).toBe('Em alocação3');
    await userEvent.keyboard('{ArrowLeft}');
    expect(selectedTab()?.textContent).toBe('Finalizadas/Canceladas');
    await userEvent.keyboard('{Home}');
    expect(selectedTab()?.textContent).toBe('Em alocação3');
    await userEvent.keyboard('{End}');
    expect(selectedTab()?.textContent).toBe('Finalizadas/Canceladas');
  });
});
