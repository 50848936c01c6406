import { renderWidget } from '@box/ui/testing';
import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import { TrackingRecipientsModal, type TrackingRecipientsModalProps } from './TrackingRecipientsModal';

function renderModal(props: Partial<TrackingRecipientsModalProps> = {}) {
  const onSubmit = vi.fn();
  const onClose = vi.fn();
  const result = renderWidget(
    <TrackingRecipientsModal
      open
      code="PED-9"
      address="Praça da Sé, 10 – Sé, São Paulo/SP"
      recipients={[{ email: 'ana@x.example', phone: null }]}
      onSubmit={onSubmit}
      onClose={onClose}
      {...props}
    />,
  );
  return { ...result, onSubmit, onClose };
}

const field = () => screen.getByRole('textbox', { name: /Destinatários/ });

describe('TrackingRecipientsModal', () => {
  it('shows the code and address, and closes without submitting when nothing changed', async () => {
    const { user, onSubmit, onClose } = renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Rastreio da mercadoria' });
    expect(dialog.textContent).toContain('PED-9');
    expect(dialog.textContent).toContain('Praça da Sé, 10');
    await user.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it('adds e-mail and phone tags, refuses anything else, and submits the changed list', async () => {
    const { user, onSubmit } = renderModal();
    await user.type(field(), 'nada{Enter}');
    expect(screen.getByText('Informe um e-mail válido ou um telefone com DDD.')).toBeTruthy();
    await user.clear(field());
    await user.type(field(), '(11) 98765-4321;');
    expect(screen.getByRole('button', { name: 'Remover (11) 98765-4321' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remover ana@x.example' }));
    await user.type(field(), 'bia@y.example');
    // What is still typed counts once valid.
    await user.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(onSubmit).toHaveBeenCalledWith([
      { email: null, phone: '11987654321' },
      { email: 'bia@y.example', phone: null },
    ]);
  });

  it('says when saving failed', async () => {
    const { user } = renderModal({ onSubmit: () => Promise.reject(new Error('x')) });
    await user.type(field(), 'bia@y.example{Enter}');
    await user.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('Não foi possível salvar os destinatários.')).toBeTruthy();
  });

  it('copies the shareable link only when there is one', async () => {
    const first = renderModal();
    expect(screen.queryByRole('button', { name: 'Copiar link' })).toBeNull();
    first.unmount();
    const { user } = renderModal({ shareLink: 'http://127.0.0.1:3000/rr/abc' });
    await user.click(screen.getByRole('button', { name: 'Copiar link' }));
    expect(await navigator.clipboard.readText()).toBe('http://127.0.0.1:3000/rr/abc');
    expect(await screen.findByText('Link copiado! Cole (Ctrl-V) onde quiser')).toBeTruthy();
  });
});
