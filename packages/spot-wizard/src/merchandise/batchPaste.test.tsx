import type { FillMissingDataBody } from '@box/core/schemas';
import { renderWidget, reply } from '@box/ui/testing';
import { fireEvent, screen } from '@testing-library/react';
import { accessKeyFor } from './fixtures/places';
import { fillMissingDataOver, step1Routes } from './fixtures/routes';
import { Step1Harness } from './fixtures/Step1Harness';
import type { MerchandiseStore } from './merchandiseSlice';

const FILL = '/spots/batch/shipments/fill-missing-data';

function renderStep(routes = step1Routes()) {
  let merchandise: MerchandiseStore | null = null;
  const result = renderWidget(
    <Step1Harness
      onReady={(parts) => {
        merchandise = parts.merchandise;
      }}
    />,
    { api: routes },
  );
  return { ...result, slice: () => merchandise as unknown as MerchandiseStore };
}

const codeField = () => screen.getByRole('textbox', { name: /Chave de acesso da NF-e\/CT-e/ });
const paste = (text: string) => fireEvent.paste(codeField(), { clipboardData: { getData: () => text } });
const sheet = (count: number, cep = '01001000') =>
  Array.from({ length: count }, (_, i) => `P${i + 1}\t${cep}\t${i + 1}`).join('\n');
const sentCodes = (body: unknown) => (body as FillMissingDataBody).shipments.map((s) => s.code);

describe('a pasted spreadsheet of many rows', () => {
  it('is looked up in chunks of 200 rows, each chunk switching its rows as it answers', async () => {
    // The second chunk never answers: its rows stay in consultation while the first chunk's are done.
    const fill = fillMissingDataOver(step1Routes());
    const { calls } = renderStep(
      step1Routes({
        [`POST ${FILL}`]: async (request) => {
          const body = await fill(request);
          return sentCodes(request.body)[0] === 'P1' ? body : reply({ body, delay: 'never' });
        },
      }),
    );
    await screen.findByRole('option', { name: /CD Barra Funda/ });
    paste(sheet(250));
    expect(await screen.findByText('250 mercadorias · 50 em consulta')).toBeTruthy();
    const fills = calls.filter((call) => call.path === FILL);
    expect(fills.map((call) => sentCodes(call.body).length)).toEqual([200, 50]);
    expect(sentCodes(fills[1]?.body)[0]).toBe('P201');
    expect(calls.some((call) => call.path === '/locations')).toBe(false);
  });

  it('shows the rows of one call as the per-row look-ups would: addresses, documents and errors', async () => {
    const { calls, slice } = renderStep();
    await screen.findByRole('option', { name: /CD Barra Funda/ });
    paste(
      [
        `${accessKeyFor(321)}`,
        'P1\t01310-100\t10',
        'P2\t99999999\t5',
        'P3',
        'P4\t01001000\t7',
        'P4\t01001000\t8',
      ].join('\n'),
    );
    expect(await screen.findByText('5 mercadorias · 2 com problema')).toBeTruthy();
    await slice().whenIdle();
    const rows = slice().items.value;
    expect(rows.map((row) => [row.id, row.status])).toEqual([
      [accessKeyFor(321), { type: 'ok' }],
      ['P1', { type: 'ok' }],
      ['P2', { type: 'error', error: 'NoGeolocationFound' }],
      ['P3', { type: 'error', error: 'NoEnoughData' }],
      ['P4', { type: 'ok' }],
    ]);
    expect(rows[0]).toMatchObject({
      sender: 'Mercado Bom Preço (demonstração)',
      address: { thoroughfare: 'Avenida Paulista', number: '1578' },
    });
    const fills = calls.filter((call) => call.path === FILL);
    expect(fills).toHaveLength(1);
    // A row with nothing to look up is settled without asking; the repeated code is pasted once.
    expect(sentCodes(fills[0]?.body)).toEqual([accessKeyFor(321), 'P1', 'P2', 'P4']);
    expect(
      calls.some((call) => call.path === '/locations' || call.path.startsWith('/fiscal-documents')),
    ).toBe(false);
  });

  it('falls back to a look-up per row against a server without the batch call', async () => {
    const { calls } = renderStep(
      step1Routes({
        [`POST ${FILL}`]: reply({ status: 501, body: { code: 'not_implemented', message: 'x' } }),
      }),
    );
    await screen.findByRole('option', { name: /CD Barra Funda/ });
    paste(sheet(6, '01310100'));
    expect(await screen.findByText('6 mercadorias')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/locations')).toHaveLength(6);
  });

  it('keeps a look-up per row for a small paste', async () => {
    const { calls } = renderStep();
    await screen.findByRole('option', { name: /CD Barra Funda/ });
    paste(sheet(3));
    expect(await screen.findByText('3 mercadorias')).toBeTruthy();
    expect(calls.filter((call) => call.path === FILL)).toHaveLength(0);
    expect(calls.filter((call) => call.path === '/locations')).toHaveLength(3);
  });
});
