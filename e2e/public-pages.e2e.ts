import { expect } from '@playwright/test';
import { apiGet, findOrder } from './api';
import { checkScreen } from './check-screen';
import type { E2ETest } from './specs';
import { forgetSession, signIn } from './support/login';

const ANA = ['ana@mercado.example', 'mercado-2026'] as const;
/** Ana's shipper code (packages/server/src/seed/demo-customers.ts), which a DANFE's reader types with its key. */
const ANA_CLIENT_CODE = 'MBP';
/** An NF-e access key: 44 digits (SPEC §7: /rrp/{clientCode}/{accessKey}). */
const ACCESS_KEY = /^[0-9A-Z]{44}$/;

/** The access key of one of ana's delivered shipments, read from its proof's barcode. */
async function deliveredAccessKey(page: Parameters<typeof apiGet>[0], url: string): Promise<string> {
  let key = '';
  await findOrder(page, url, 'FINISHED', async (tracking) => {
    for (const pod of tracking.stops.flatMap((s) => s.pods)) {
      const proof = await apiGet<{ barcode: string | null }>(page, url, `/pods/${pod.id}`);
      if (proof.barcode && ACCESS_KEY.test(proof.barcode)) key = proof.barcode;
      if (key) return true;
    }
    return false;
  });
  return key;
}

// The public pages not covered by the tracking specs, opened by a visitor without a session; `public: true`
// makes the runner refuse any console error they show (e2e/suite.spec.ts).
export const publicPagesSpecs: E2ETest[] = [
  {
    name: 'public pages: a visitor opens a shipment by its DANFE (/rrp/{client}/{key}) and the announcement',
    public: true,
    async run({ page, url }) {
      await signIn(page, url, ...ANA);
      const key = await deliveredAccessKey(page, url);
      await forgetSession(page);
      await page.goto(`${url}/rrp/${ANA_CLIENT_CODE}/${key}`);
      await page.getByRole('heading', { name: 'Rastreamento da Remessa' }).first().waitFor();
      await expect(page, 'title').toHaveTitle('Rastreamento da Remessa | Box');
      await checkScreen(page, 'shipment-tracking-by-document');

      await page.goto(`${url}/comunicado-2023-04-10`);
      await page.getByText('O conteúdo deste comunicado não está disponível.').waitFor();
      await expect(page, 'title').toHaveTitle('Comunicado | Box');
      await checkScreen(page, 'announcement-public');
    },
  },
];
