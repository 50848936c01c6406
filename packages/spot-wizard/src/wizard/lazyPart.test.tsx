import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { WIZARD_MESSAGES } from '../messages/wizard';
import { deferred } from './fixtures';
import { lazyPart } from './lazyPart';

function Greeting({ name }: { name: string }) {
  return <p>Olá, {name}</p>;
}

describe('lazyPart', () => {
  it('shows the fallback while the chunk loads, then the part with its props', async () => {
    const chunk = deferred<typeof Greeting>();
    const Part = lazyPart(() => chunk.promise, <p>carregando</p>);
    render(<Part name="Ana" />);
    expect(screen.getByText('carregando')).toBeTruthy();
    chunk.resolve(Greeting);
    expect(await screen.findByText('Olá, Ana')).toBeTruthy();
    expect(screen.queryByText('carregando')).toBeNull();
  });

  it('loads the chunk once, and a preloaded part renders at once', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Part = lazyPart(load, <p>carregando</p>);
    await Part.preload();
    await Part.preload();
    render(<Part name="Bia" />);
    expect(screen.getByText('Olá, Bia')).toBeTruthy();
    expect(screen.queryByText('carregando')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows an error with a retry when the chunk cannot load, and loads it again on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(Greeting);
    const Part = lazyPart(load);
    render(<Part name="Caio" />);
    expect(await screen.findByText(WIZARD_MESSAGES.partLoadErrorTitle)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: WIZARD_MESSAGES.retry }));
    expect(await screen.findByText('Olá, Caio')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
