import { renderWidget } from '@box/ui/testing';
import { screen, within } from '@testing-library/react';
import { manyRows } from './fixtures/rows';
import { MerchandiseList } from './MerchandiseList';

const scrollArea = () => document.querySelector('.box-table-scroll') as HTMLElement;
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('MerchandiseList layout', () => {
  it('keeps an expanded list of a few dozen rows in the page, with no scroll box of its own (issue 14 item 19)', async () => {
    const { user } = renderWidget(<MerchandiseList items={manyRows(30)} />);
    await user.click(screen.getByRole('button', { name: 'Ver mais' }));
    expect(bodyRows()).toHaveLength(30);
    expect(scrollArea().style.maxHeight).toBe('');
    expect(scrollArea().getAttribute('tabindex')).toBeNull();
  });

  it('renders only the visible window of a long paste, in a box as tall as most of the screen', () => {
    renderWidget(<MerchandiseList items={manyRows(300)} defaultExpanded />);
    expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBe('301');
    expect(bodyRows().length).toBeLessThan(60);
    expect(scrollArea().style.maxHeight).toBe('max(28rem, 75vh)');
  });
});
