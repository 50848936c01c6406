// Steps of the spot request wizard as a person takes them, shared by the wizard specs. Locators pierce open
// shadow roots, so the same helpers drive the host's React wizard and the standalone <box-spot-wizard>.
import { expect } from '@playwright/test';
import type { Locator, Page } from 'playwright-core';
import { checkScreen } from './check-screen';

/** The one open dialog (the wizard opens one at a time). */
export const dialog = (page: Page, name: string | RegExp): Locator => page.getByRole('dialog', { name });

/** The wizard's list of steps, each with its title and subtitle. */
export const steps = (page: Page): Locator => page.getByRole('list', { name: 'Etapas da solicitação' });

/** 'Adicionar manualmente': code, CEP and number, waits for the address, then through the steps to 'Adicionar'. */
export async function addManually(page: Page, code: string, cep: string, number: string, shot?: string) {
  await page.getByRole('button', { name: 'Adicionar manualmente' }).click();
  const modal = dialog(page, 'Adicionar manualmente');
  await modal.getByLabel('Código da mercadoria').fill(code);
  await modal.getByLabel('CEP').fill(cep);
  await modal.getByLabel('Número').fill(number);
  await modal.getByText(new RegExp(`, ${number} – `)).waitFor();
  if (shot) await checkScreen(page, shot);
  // With tracking sharing the modal has a second step 'Rastreio da mercadoria'.
  const next = modal.getByRole('button', { name: 'Próximo' });
  if (await next.isVisible()) await next.click();
  await modal.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await modal.waitFor({ state: 'detached' });
}

/**
 * 'Amanhã' (06:00 the next day): always far enough ahead to be accepted whatever the hour the run starts at,
 * whereas 'Agora' depends on the operations team's hours.
 */
export async function scheduleTomorrow(page: Page, shot?: string) {
  await page.getByRole('radio', { name: 'Amanhã' }).check();
  const modal = dialog(page, /Agendar solicitação/);
  await modal.waitFor();
  if (shot) await checkScreen(page, shot);
  await modal.getByRole('button', { name: 'Confirmar' }).click();
  await modal.waitFor({ state: 'detached' });
}

export interface VehicleChoice {
  vehicle: RegExp;
  /** 'Valor total das mercadorias', asked when the customer has the ad valorem feature (ana has). */
  goodsValue?: string;
  /** Screenshot name of the step, taken once the choice is made. */
  shot?: string;
}

/** Step 1 → 2, picks a vehicle, 'Obter cotação' and waits for the price; returns the price text. */
export async function chooseVehicleAndQuote(page: Page, { vehicle, goodsValue, shot }: VehicleChoice) {
  await page.getByRole('button', { name: 'Próximo' }).click();
  await page.getByRole('heading', { name: 'Escolher tipo de veículo' }).waitFor();
  await page.getByRole('radio', { name: vehicle }).check();
  if (goodsValue) await page.getByLabel('Valor total das mercadorias').fill(goodsValue);
  if (shot) await checkScreen(page, shot);
  await page.getByRole('button', { name: 'Obter cotação' }).click();
  const price = page.locator('.box-summary__total-value');
  await price.waitFor();
  const text = (await price.textContent()) ?? '';
  expect(text.trim(), `a price in reais: '${text}'`).toMatch(/^R\$\s?\d{1,3}(\.\d{3})*,\d{2}$/);
  return text.trim();
}

/** 'Finalizar pedido' until 'Solicitação concluída com sucesso!'; returns the OS number it announces. */
export async function readSuccess(page: Page): Promise<number> {
  const success = dialog(page, 'Solicitação concluída com sucesso!');
  await success.waitFor();
  const text = (await success.textContent()) ?? '';
  const os = Number(text.match(/número de OS (\d+)/)?.[1]);
  expect(os, `the success dialog names the OS: ${text}`).toBeGreaterThan(0);
  return os;
}
