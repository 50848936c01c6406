import { describeStories } from '@box/ui/testing';
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import * as sefazStories from './Sefaz.stories';

const text = (value: string | RegExp) => screen.findByText(value);
const alertText = async () => (await screen.findByRole('alert')).textContent;
const CNPJ = '12.345.678/0001-95';

/** What each story must show once its play ran and its mocked API answered. */
const checks: Record<string, () => Promise<void>> = {
  ValidCertificate: async () => {
    expect(await text(CNPJ)).toBeTruthy();
    expect(screen.getByText('SEFAZ de demonstração (nada é enviado à SEFAZ real)')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  },
  NoCertificate: async () => {
    expect(await screen.findByRole('button', { name: 'Enviar certificado' })).toBeTruthy();
    expect(screen.getByLabelText('Arquivo do certificado')).toBeTruthy();
  },
  Expiring: async () => {
    expect(await alertText()).toMatch(/vence em 12 dias/);
    expect(screen.getByText('SEFAZ em homologação (sem valor fiscal)')).toBeTruthy();
  },
  Expired: async () => {
    expect(await alertText()).toContain('O certificado venceu em 30/01/2026.');
  },
  LoadFailed: async () => {
    expect(await text('Não foi possível carregar as configurações da SEFAZ')).toBeTruthy();
  },
  ModeRefused: async () => {
    expect(await alertText()).toContain('Somente administradores podem mudar o registro na SEFAZ.');
  },
  ModeSaved: async () => {
    expect(await text('Modo de registro salvo.')).toBeTruthy();
  },
  RemoveConfirmation: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Remover certificado' });
    expect(within(dialog).getByText(/Remover o certificado de MERCADO EXEMPLO LTDA/)).toBeTruthy();
  },
  UploadRefused: async () => {
    const alert = await alertText();
    expect(alert).toContain('Não foi possível enviar o certificado');
    expect(alert).toContain('A senha do certificado está incorreta.');
  },
  OtherAccount: async () => {
    expect(await text(CNPJ)).toBeTruthy();
  },
};

/**
 * axe over what each story shows (serious and critical rules, as e2e's check). Colour contrast is left to e2e's
 * real browser: the test DOM computes no colours.
 */
async function accessible() {
  const result = await axe.run(document.body, {
    resultTypes: ['violations'],
    rules: { 'color-contrast': { enabled: false } },
  });
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

describeStories('sefaz', sefazStories, checks, { play: 'browser', everyStory: accessible });
