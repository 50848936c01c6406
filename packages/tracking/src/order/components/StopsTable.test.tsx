import { renderWidget } from '@box/ui/testing';
import { screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { makeOrderTracking, makePublicOrderTracking } from '../fixtures/orderTracking';
import { StopsTable } from './StopsTable';

const render = (signedIn: boolean) =>
  renderWidget(
    <StopsTable
      order={signedIn ? makeOrderTracking('FINISHED') : makePublicOrderTracking('FINISHED')}
      signedIn={signedIn}
      apiBase="/jade/api"
      copy={vi.fn()}
      onSharingSaved={vi.fn()}
    />,
    { api: {} },
  );

const headers = () =>
  within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

describe('StopsTable', () => {
  it("keeps the share column for the signed-in shipper: each shared stop's /rr/ link and its recipients", () => {
    render(true);
    expect(headers()).toContain('Compartilhar');
    expect(
      screen.getByRole('button', { name: 'Copiar link de rastreamento do pedido PED-1001' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Editar destinatários do pedido PED-1001' })).toBeTruthy();
  });

  it('shows an anonymous visitor no share column (the public answer shares no stop), but the proofs', () => {
    render(false);
    expect(headers()).not.toContain('Compartilhar');
    expect(screen.queryByText('Não compartilhado')).toBeNull();
    expect(screen.queryByRole('button', { name: /Copiar link|Editar destinatários/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ver comprovante da parada 1' })).toBeTruthy();
  });
});
