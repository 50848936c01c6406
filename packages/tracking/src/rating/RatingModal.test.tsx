import { type FakeRoutes, renderWidget, reply } from '@box/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { DEMO_HASH, deliveredShipment, ratingQuestions } from '../shipment/fixtures/shipments';
import { RatingModal } from './RatingModal';

const RATE = 'POST /shipments/by-hash/:hash/rating';
const dialog = () => screen.getByRole('dialog', { name: 'Avalie sua experiência' });
const sendButton = () => within(dialog()).getByRole('button', { name: 'Enviar' }) as HTMLButtonElement;

function renderModal(api: FakeRoutes = {}) {
  const onClose = vi.fn();
  const onRated = vi.fn();
  const result = renderWidget(
    <RatingModal
      hash={DEMO_HASH}
      questions={ratingQuestions()}
      driverId={42}
      open
      onClose={onClose}
      onRated={onRated}
    />,
    { api },
  );
  return { ...result, onClose, onRated };
}

describe('<RatingModal> form', () => {
  it('asks each question with an accessible control: stars 1–5, NPS 0–10 and a text of at most 2000', () => {
    renderModal();
    const stars = within(dialog()).getByRole('group', { name: /Como você avalia o entregador\?/ });
    expect(
      within(stars)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(['★1 estrela', '★2 estrelas', '★3 estrelas', '★4 estrelas', '★5 estrelas']);
    const nps = within(dialog()).getByRole('group', { name: /recomendaria/ });
    expect(
      within(nps)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(Array.from({ length: 11 }, (_, n) => String(n)));
    const comment = within(dialog()).getByRole('textbox', { name: /Quer deixar um comentário\?/ });
    expect(comment.getAttribute('maxlength')).toBe('2000');
    expect(stars.textContent).toContain('(obrigatória)');
    expect(comment.closest('div')?.textContent).toContain('(opcional)');
  });

  it("enables 'Enviar' only once the driver's stars are given", async () => {
    const { user } = renderModal();
    expect(sendButton().disabled).toBe(true);
    await user.click(within(dialog()).getByRole('radio', { name: '8' }));
    await user.type(within(dialog()).getByRole('textbox'), 'Tudo certo');
    expect(sendButton().disabled).toBe(true);
    await user.click(within(dialog()).getByRole('radio', { name: '3 estrelas' }));
    expect(sendButton().disabled).toBe(false);
  });

  it('sends the answers as core builds them and shows the response modal', async () => {
    const { user, calls, onRated, onClose } = renderModal({ [RATE]: { ok: true } });
    await user.click(within(dialog()).getByRole('radio', { name: '4 estrelas' }));
    await user.click(within(dialog()).getByRole('radio', { name: '9' }));
    await user.type(within(dialog()).getByRole('textbox'), '  Muito educado  ');
    await user.click(sendButton());
    const sent = await screen.findByRole('dialog', { name: 'Avaliação enviada' });
    const body = {
      driverId: 42,
      rating: 4,
      comment: 'Muito educado',
      extraQuestions: [{ id: 'box-recomendacao', answer: 9 }],
    };
    expect(calls).toEqual([
      expect.objectContaining({ method: 'POST', path: `/shipments/by-hash/${DEMO_HASH}/rating`, body }),
    ]);
    expect(onRated).toHaveBeenCalledWith(body);
    expect(document.activeElement).toBe(within(sent).getByText('Fechar', { selector: 'button.box-button' }));
    await user.click(within(sent).getByText('Fechar', { selector: 'button.box-button' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("shows 'Falha ao enviar a avaliação' and keeps the answers when sending fails", async () => {
    const { user, onRated } = renderModal({
      [RATE]: reply({ status: 500, body: { code: 'internal', message: 'Falha interna' } }),
    });
    await user.click(within(dialog()).getByRole('radio', { name: '2 estrelas' }));
    await user.click(sendButton());
    const alert = await within(dialog()).findByRole('alert');
    expect(alert.textContent).toContain('Falha ao enviar a avaliação');
    expect((within(dialog()).getByRole('radio', { name: '2 estrelas' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(sendButton().disabled).toBe(false);
    expect(onRated).not.toHaveBeenCalled();
  });

  it("gives the server's reason for a refusal the recipient can understand (not delivered yet)", async () => {
    const { user } = renderModal({
      [RATE]: reply({
        status: 409,
        body: {
          code: 'not_delivered',
          message: 'Esta entrega ainda não foi concluída e não pode ser avaliada.',
        },
      }),
    });
    await user.click(within(dialog()).getByRole('radio', { name: '5 estrelas' }));
    await user.click(sendButton());
    const alert = await within(dialog()).findByRole('alert');
    expect(alert.textContent).toContain('Falha ao enviar a avaliação');
    expect(alert.textContent).toContain('ainda não foi concluída');
  });

  it('treats 409 already rated as done', async () => {
    const { user, onRated } = renderModal({
      [RATE]: reply({
        status: 409,
        body: { code: 'already_rated', message: 'Esta entrega já foi avaliada.' },
      }),
    });
    await user.click(within(dialog()).getByRole('radio', { name: '5 estrelas' }));
    await user.click(sendButton());
    const sent = await screen.findByRole('dialog', { name: 'Avaliação enviada' });
    expect(sent.textContent).toContain('já havia sido avaliada');
    expect(onRated).toHaveBeenCalledWith(null);
  });

  it("closes with 'Avaliar mais tarde' and with Esc, keeping focus inside while open", async () => {
    const { user, onClose } = renderModal();
    expect(dialog().contains(document.activeElement)).toBe(true);
    for (let i = 0; i < 20; i++) await user.tab();
    expect(dialog().contains(document.activeElement)).toBe(true);
    await user.click(within(dialog()).getByRole('button', { name: 'Avaliar mais tarde' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('<RatingModal> without questions', () => {
  it("loads the questions and the driver from the shipment's tracking answer", async () => {
    const { user, calls } = renderWidget(<RatingModal hash={DEMO_HASH} open />, {
      api: {
        'GET /shipments/by-hash/:hash/tracking': deliveredShipment(),
        [RATE]: { ok: true },
      },
    });
    expect(screen.getByRole('status').textContent).toContain('Carregando avaliação');
    await user.click(await screen.findByRole('radio', { name: '1 estrela' }));
    await user.click(sendButton());
    await screen.findByRole('dialog', { name: 'Avaliação enviada' });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      `GET /shipments/by-hash/${DEMO_HASH}/tracking`,
      `POST /shipments/by-hash/${DEMO_HASH}/rating`,
    ]);
    expect(calls[1]?.body).toMatchObject({ driverId: 42, rating: 1 });
  });

  it('says so when the shipment cannot be loaded, and loads nothing while closed', async () => {
    const closed = renderWidget(<RatingModal hash={DEMO_HASH} open={false} />);
    expect(closed.calls).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
    closed.unmount();
    renderWidget(<RatingModal hash="x" open />, {
      api: {
        'GET /shipments/by-hash/:hash/tracking': reply({
          status: 404,
          body: { code: 'not_found', message: 'x' },
        }),
      },
    });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Não foi possível carregar a avaliação desta entrega.',
      ),
    );
  });
});
