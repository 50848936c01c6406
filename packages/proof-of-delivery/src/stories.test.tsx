import { describeStories } from '@box/ui/testing';
import { screen } from '@testing-library/react';
import * as stories from './ProofOfDelivery.stories';

const text = (value: string) => screen.findByText(value, {}, { timeout: 3000 });

/** What each proof story must show once its play ran and its mocked API answered. */
const expectations: Record<string, () => Promise<void>> = {
  SignedIn: async () => {
    expect(
      await screen.findByRole('heading', { name: 'Comprovante #a1B2c3' }, { timeout: 3000 }),
    ).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toBeTruthy();
  },
  WithSuccessAlert: async () => {
    expect(await text('Solicitação enviada, dados atualizados com sucesso!')).toBeTruthy();
  },
  Public: async () => {
    expect(
      await screen.findByRole('heading', { name: 'Comprovante de Entrega' }, { timeout: 3000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'E-mail' })).toBeNull();
  },
  PartialSuccess: async () => {
    expect((await text('Sucesso parcial')).className).toContain('box-badge--warning');
  },
  Failure: async () => {
    expect((await text('Insucesso')).className).toContain('box-badge--danger');
  },
  Loading: async () => {
    expect(screen.getByText('Carregando comprovante')).toBeTruthy();
  },
  NotFound: async () => {
    expect(await text('Infelizmente não encontramos o que está buscando')).toBeTruthy();
  },
  NotYetAvailable: async () => {
    expect(await text('Comprovante ainda não disponível.')).toBeTruthy();
  },
  SessionExpired: async () => {
    expect(await text('Sua sessão expirou.')).toBeTruthy();
  },
  EmailSent: async () => {
    expect(await text('E-mail enviado!')).toBeTruthy();
  },
  EmailInvalidAddress: async () => {
    expect(await text('Erro: email inválido')).toBeTruthy();
  },
  EmailFailed: async () => {
    expect(await text('Erro ao enviar o email :(')).toBeTruthy();
  },
};

describeStories('proof-of-delivery', stories, expectations);
