import { EXIT_NOTIFICATION_MS } from '@box/core/catalogues';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { type ShipmentViewOptions, useShipmentView } from './useShipmentView';

/** The page's controls as the screen wires them, with the view's state written out to read back. */
function Probe(options: ShipmentViewOptions) {
  const view = useShipmentView(options);
  return (
    <div>
      <p>
        {`map:${view.showMap} panelHidden:${view.panelHidden} details:${view.showDetails} hint:${view.exitHint}`}
      </p>
      <button type="button" ref={view.openMapButton} onClick={view.openMap}>
        Ver no mapa
      </button>
      <button type="button" ref={view.closeMapButton} onClick={view.closeMap}>
        Fechar mapa
      </button>
      <button type="button" onClick={view.toggleDetails}>
        Detalhes
      </button>
    </div>
  );
}

const state = () => screen.getByRole('paragraph').textContent;
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const pressEscape = () => fireEvent.keyDown(document, { key: 'Escape' });

describe('useShipmentView', () => {
  afterEach(() => vi.useRealTimers());

  it('on desktop shows the map and the details, which the visitor may collapse', () => {
    render(<Probe desktop escapeTaken={false} />);
    expect(state()).toBe('map:true panelHidden:false details:true hint:false');
    press('Detalhes');
    expect(state()).toBe('map:true panelHidden:false details:false hint:false');
  });

  it('on phones starts without the map and with the details collapsed', () => {
    render(<Probe desktop={false} escapeTaken={false} />);
    expect(state()).toBe('map:false panelHidden:false details:false hint:false');
    press('Detalhes');
    expect(state()).toContain('details:true');
  });

  it("on phones shows the map in place of the panel, focuses 'Fechar mapa' and gives the exit hint for a while", () => {
    vi.useFakeTimers();
    render(<Probe desktop={false} escapeTaken={false} />);
    press('Ver no mapa');
    expect(state()).toBe('map:true panelHidden:true details:false hint:true');
    expect(document.activeElement?.textContent).toBe('Fechar mapa');
    act(() => vi.advanceTimersByTime(EXIT_NOTIFICATION_MS));
    expect(state()).toContain('hint:false');
    press('Fechar mapa');
    expect(state()).toBe('map:false panelHidden:false details:false hint:false');
    expect(document.activeElement?.textContent).toBe('Ver no mapa');
  });

  it("with Escape leaves the phone's map first, then the page", () => {
    const onBack = vi.fn();
    render(<Probe desktop={false} onBack={onBack} escapeTaken={false} />);
    press('Ver no mapa');
    pressEscape();
    expect(state()).toContain('map:false');
    expect(onBack).not.toHaveBeenCalled();
    pressEscape();
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('leaves Escape to an open dialog, or to whoever handled it already', () => {
    const onBack = vi.fn();
    const { rerender } = render(<Probe desktop onBack={onBack} escapeTaken />);
    pressEscape();
    expect(onBack).not.toHaveBeenCalled();
    rerender(<Probe desktop onBack={onBack} escapeTaken={false} />);
    const handled = new KeyboardEvent('keydown', { key: 'Escape', cancelable: true });
    handled.preventDefault();
    document.dispatchEvent(handled);
    expect(onBack).not.toHaveBeenCalled();
    pressEscape();
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('without a way out, Escape does nothing outside the map', () => {
    render(<Probe desktop escapeTaken={false} />);
    pressEscape();
    expect(state()).toBe('map:true panelHidden:false details:true hint:false');
  });
});
