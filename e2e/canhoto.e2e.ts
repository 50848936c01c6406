import { readFile } from 'node:fs/promises';
import { makeThrowawayCertificate } from '@box/server';
import { expect } from '@playwright/test';
import { apiGet, proofsOf, shipmentByHash } from './api';
import { checkScreen } from './check-screen';
import type { E2ETest } from './specs';
import { forgetSession, signIn } from './support/login';

const ANA = ['ana@mercado.example', 'mercado-2026'] as const;

interface PodAnswer {
  hashId: string;
  timeFinish: string;
  sefaz: null | {
    status: string;
    eventType: string;
    accessKey: string;
    protocol: string | null;
    downloads: { signedEvent: string | null; procEvent: string | null };
  };
}

type Page = Parameters<E2ETest['run']>[0]['page'];

/**
 * A proof the simulator made after `since` (not one of the seed's) that the fake SEFAZ registered: the demo
 * shipper's account registers automatically with its demo certificate. Waits up to 2 minutes for the simulator.
 */
async function registeredSimulatedProof(page: Page, url: string, since: number) {
  const found: { proof?: { id: string; answer: PodAnswer } } = {};
  // The poll's value on failure says how far the newest simulated proof got ('pending', 'rejected'…).
  await expect
    .poll(
      async () => {
        let seen = 'no proof made by the simulator yet';
        for await (const { pod, answer } of proofsOf<PodAnswer>(page, url)) {
          if (Date.parse(answer.timeFinish) < since || !answer.sefaz) continue;
          seen = `proof ${pod.id}: ${answer.sefaz.status}`;
          if (answer.sefaz.status === 'registered') {
            found.proof = { id: pod.id, answer };
            return 'registered';
          }
        }
        return seen;
      },
      { timeout: 120_000, intervals: [2_000], message: 'a proof the simulator made, registered at SEFAZ' },
    )
    .toBe('registered');
  if (!found.proof) throw new Error('the poll saw a registered proof but kept none');
  return found.proof;
}

/**
 * One of ana's seeded proofs that nobody registered yet (the seed's proofs are 'not-requested'), on a stop shared
 * with its recipient that asks for no rating, and that share's token (the recipient's /rr/{token} page).
 */
async function unregisteredProof(page: Page, url: string) {
  for await (const { stop, pod, answer } of proofsOf<PodAnswer>(page, url)) {
    if (answer.sefaz?.status !== 'not-requested' || !stop.sharing) continue;
    // A shipment that asks for a rating would open that dialog by itself over the page.
    if ((await shipmentByHash(page, url, stop.sharing.token)).requestRating) continue;
    return { id: pod.id, answer, share: stop.sharing.token };
  }
  throw new Error('no shared proof of ana waits for its SEFAZ registration');
}

export const canhotoSpecs: E2ETest[] = [
  {
    name: 'canhoto digital: ana sends a new A1 certificate in Integrações, then registers a proof with its button',
    async run({ page, url }) {
      await signIn(page, url, ...ANA, '/perfil');
      const current = await apiGet<{ certificate: { cnpj: string } | null }>(
        page,
        url,
        '/integrations/sefaz',
      );
      const cnpj = current.certificate?.cnpj;
      expect(cnpj, "ana's demo certificate").toMatch(/^\d{14}$/);
      // A throw-away A1 of ana's own CNPJ (made now, never kept), so SEFAZ takes the events it signs.
      const holder = `MERCADO E2E ${Date.now().toString(36).toUpperCase()} DEMONSTRACAO`;
      const { pkcs12, password } = makeThrowawayCertificate({ cnpj, holderName: holder });

      const panel = page.getByRole('region', { name: 'Canhoto digital (SEFAZ)' });
      await panel.getByRole('button', { name: 'Substituir certificado' }).click();
      await panel.getByLabel('Arquivo do certificado').setInputFiles({
        name: 'certificado-a1.pfx',
        mimeType: 'application/x-pkcs12',
        buffer: Buffer.from(pkcs12),
      });
      await panel.getByLabel(/^Senha do certificado/).fill('senha-errada');
      await panel.getByRole('button', { name: 'Enviar certificado' }).click();
      await panel.getByText('Senha do certificado incorreta.').waitFor();
      await panel.getByLabel(/^Senha do certificado/).fill(password);
      await panel.getByRole('button', { name: 'Enviar certificado' }).click();
      await panel.getByText(holder).waitFor();
      await checkScreen(page, 'account-sefaz', { scrollTo: panel });

      const { id, share } = await unregisteredProof(page, url);
      await page.goto(`${url}/comprovantes/${encodeURIComponent(id)}`);
      const block = page.getByRole('region', { name: 'Canhoto digital' });
      await block.getByText('Não registrado na SEFAZ', { exact: true }).waitFor();
      await block.getByRole('button', { name: 'Registrar na SEFAZ' }).click();
      // The block reads the proof again while SEFAZ works, so the protocol appears without a reload.
      await expect(block.getByText('Registrado na SEFAZ', { exact: true })).toBeVisible({ timeout: 30_000 });
      await expect(block.getByText(/Protocolo \d{15}/)).toBeVisible();
      await expect(block.getByRole('button', { name: 'Registrar na SEFAZ' })).toHaveCount(0);
      const protocol = (await block.getByText(/Protocolo \d{15}/).textContent())?.match(/\d{15}/)?.[0];

      // The recipient's tracking page says it too, with the protocol, signed out as the recipient is.
      await forgetSession(page);
      await page.goto(`${url}/rr/${share}`);
      await page.getByRole('heading', { name: 'Rastreamento da Remessa' }).first().waitFor();
      // Wide screens open the details by themselves once the page knows its width (after hydration); narrow
      // ones fold them behind 'Ver detalhes'. Clicked only while they are folded, tried again if it raced; the tab
      // is clicked and its line awaited inside the retry too, as the fold can land after the tab was seen (CI 20e,
      // at 360 px).
      const line = page.getByText(`Registrado na SEFAZ · Protocolo ${protocol}`);
      const openProof = async () => {
        const tab = page.getByRole('tab', { name: 'Comprovante do serviço' });
        await expect(async () => {
          if (!(await tab.isVisible()))
            await page.getByRole('button', { name: 'Ver detalhes' }).click({ timeout: 2_000 });
          await tab.click({ timeout: 2_000 });
          await line.scrollIntoViewIfNeeded({ timeout: 2_000 });
          await expect(line).toBeVisible({ timeout: 1_000 });
        }).toPass({ timeout: 20_000 });
      };
      await openProof();
      await checkScreen(page, 'shipment-sefaz');
      // On a phone's width the recipient opens the details and finds the same line, nothing scrolling sideways.
      await page.setViewportSize({ width: 360, height: 740 });
      await openProof();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    },
  },
  {
    name: 'canhoto digital: a proof the simulator makes is registered at the fake SEFAZ; ana sees the protocol and downloads the XML',
    product: 'simulated',
    async run({ page, url, productStartedAt }) {
      await signIn(page, url, ...ANA);
      // Any proof the simulator made since its product started will do, not only one made during this spec: the
      // seeded proofs are older and never registered, and the wait for a new one took 30 s of CI 21a's.
      const { id, answer } = await registeredSimulatedProof(page, url, productStartedAt);
      const protocol = answer.sefaz?.protocol;
      expect(protocol, 'SEFAZ protocol').toMatch(/^\d{15}$/);

      await page.goto(`${url}/comprovantes/${encodeURIComponent(id)}`);
      await page.getByRole('heading', { name: /Comprovante #/ }).waitFor();
      await page.getByText('Registrado na SEFAZ', { exact: true }).first().waitFor();
      await expect(page.getByText(`Protocolo ${protocol}`)).toBeVisible();
      await checkScreen(page, 'proof-sefaz', {
        scrollTo: page.getByText('Registrado na SEFAZ', { exact: true }).first(),
      });

      // The file an auditor asks for: the signed event with SEFAZ's answer, downloaded by the shipper's click.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Baixar XML com protocolo' }).click(),
      ]);
      const xml = await readFile(await download.path(), 'utf8');
      expect(xml).toContain(`<nProt>${protocol}</nProt>`);
      expect(xml).toMatch(/<Signature xmlns="http:\/\/www\.w3\.org\/2000\/09\/xmldsig#">/);
      expect(xml).toContain(answer.sefaz?.accessKey ?? 'no key');
      expect(download.suggestedFilename()).toMatch(/\.xml$/);
    },
  },
];
