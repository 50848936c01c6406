import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { vi } from 'vitest';
import { PhotoCarousel } from './PhotoCarousel';

const photos = Array.from({ length: 6 }, (_, i) => `https://fotos.example/${i + 1}.jpg`);
const shownAlts = () => screen.getAllByRole('img').map((img) => img.getAttribute('alt'));

/** A viewport of the given width (matchMedia) and a carousel of the given width (ResizeObserver). */
function layout(viewport: number) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query === '(min-width: 1367px)' && viewport >= 1367,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
  const observers: ResizeObserverCallback[] = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: ResizeObserverCallback) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return {
    resize: (width: number) =>
      act(() => {
        for (const cb of observers)
          cb([{ contentRect: { width } } as ResizeObserverEntry], {} as ResizeObserver);
      }),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('PhotoCarousel', () => {
  it('pages one photo at a time on a narrow screen, with labelled buttons and a page indicator', async () => {
    layout(390);
    const user = userEvent.setup();
    render(<PhotoCarousel photos={photos} />);
    expect(shownAlts()).toEqual(['Foto 1 de 6 do comprovante']);
    expect(screen.getByText('Página 1 de 6')).toBeTruthy();
    const previous = screen.getByRole('button', { name: 'Foto anterior' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Próxima foto' }));
    expect(shownAlts()).toEqual(['Foto 2 de 6 do comprovante']);
    expect(screen.getByText('Página 2 de 6')).toBeTruthy();
    expect(previous.disabled).toBe(false);
  });

  it('shows four per page on a wide screen once the carousel is 500 px wide, keeping the photo in view', async () => {
    const { resize } = layout(1440);
    const user = userEvent.setup();
    render(<PhotoCarousel photos={photos} />);
    // happy-dom lays nothing out (width 0): one per page until the observer reports a width.
    await user.click(screen.getByRole('button', { name: 'Próxima foto' }));
    await user.click(screen.getByRole('button', { name: 'Próxima foto' }));
    await user.click(screen.getByRole('button', { name: 'Próxima foto' }));
    await user.click(screen.getByRole('button', { name: 'Próxima foto' }));
    expect(shownAlts()).toEqual(['Foto 5 de 6 do comprovante']);
    await resize(640);
    expect(shownAlts()).toEqual(['Foto 5 de 6 do comprovante', 'Foto 6 de 6 do comprovante']);
    expect(screen.getByText('Página 2 de 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fotos anteriores' })).toBeTruthy();
    await resize(480);
    expect(shownAlts()).toEqual(['Foto 5 de 6 do comprovante']);
  });

  it('keeps one per page on a narrow viewport however wide the carousel', async () => {
    const { resize } = layout(1024);
    render(<PhotoCarousel photos={photos} />);
    await resize(900);
    expect(shownAlts()).toHaveLength(1);
  });

  it('says so when the proof has no photos', () => {
    layout(390);
    render(<PhotoCarousel photos={[]} />);
    expect(screen.getByText('Nenhuma foto neste comprovante.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
