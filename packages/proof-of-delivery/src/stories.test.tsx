import { describeStories } from '@box/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import * as stories from './ProofOfDelivery.stories';
import * as sefazStories from './sefaz/SefazRegistration.stories';

const text = (value: string) => screen.findByText(value);

/** What each proof story must show once its play ran and its mocked API answered. */
const expectations: Record<string, () => Promise<void>> = {
  SignedIn: async () => {
    expect(await screen.findByRole('heading', { name: 'Comprovante #a1B2c3' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toBeTruthy();
  },
  WithSuccessAlert: async () => {
    expect(await text('Solicitação enviada, dados atualizados com sucesso!')).toBeTruthy();
  },
  Public: async () => {
    expect(await screen.findByRole('heading', { name: 'Comprovante de Entrega' })).toBeTruthy();
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

/** The 'Canhoto digital' block's words in each state, once its lazy chunk and the mocked API answered. */
const block = () => screen.findByRole('region', { name: 'Canhoto digital' }, { timeout: 5000 });
const inBlock = async (value: string) => within(await block()).findByText(value);

const sefazExpectations: Record<string, () => Promise<void>> = {
  Registered: async () => {
    expect(await inBlock('Protocolo 135260000012345')).toBeTruthy();
    expect(screen.getByText('Registrado em 10/04/2026 10:45')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Baixar XML com protocolo' })).toBeTruthy();
  },
  NotRequested: async () => {
    expect(await inBlock('Não registrado na SEFAZ')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Registrar na SEFAZ' })).toBeTruthy();
  },
  NeedsCertificate: async () => {
    expect(await inBlock('Aguardando certificado A1')).toBeTruthy();
  },
  Pending: async () => {
    expect(await inBlock('Nova tentativa às 10:50')).toBeTruthy();
  },
  PendingThenRegistered: async () => {
    expect(await inBlock('Enviando à SEFAZ')).toBeTruthy();
  },
  Rejected: async () => {
    expect(await inBlock('Rejeição 297: Rejeição: Assinatura difere do calculado')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enviar novamente' })).toBeTruthy();
  },
  CancelPending: async () => {
    expect(await inBlock('Cancelando registro na SEFAZ')).toBeTruthy();
  },
  Cancelled: async () => {
    expect(await inBlock('Protocolo do cancelamento 135260000012399')).toBeTruthy();
  },
  CtEFailedDelivery: async () => {
    expect(await inBlock('Insucesso na Entrega do CT-e')).toBeTruthy();
  },
  Registering: async () => {
    expect(await inBlock('Enviando à SEFAZ')).toBeTruthy();
  },
  RegisterRefused: async () => {
    const region = await block();
    await waitFor(() =>
      expect(within(region).getByRole('alert').textContent).toContain(
        'Este comprovante já foi registrado na SEFAZ.',
      ),
    );
  },
  ConfirmCancel: async () => {
    expect(await screen.findByRole('dialog', { name: 'Cancelar o registro na SEFAZ?' })).toBeTruthy();
  },
};

// 'browser': the plays wait for the block's lazy chunk, which React holds back inside act().
describeStories('proof-of-delivery canhoto digital', sefazStories, sefazExpectations, { play: 'browser' });
