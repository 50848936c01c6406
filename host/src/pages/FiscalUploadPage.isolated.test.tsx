import { FEATURE_FISCAL_DOCUMENTS_UPLOAD } from '@box/core/catalogues';
import { buildAccessKey } from '@box/core/rules';
import type { FiscalDocument } from '@box/core/schemas';
import type { FakeRoutes } from '@box/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, signedIn, unauthorized } from '../test-support/fakeApi';
import { openApp } from '../test-support/openApp';

// The wizard has its own tests; here it only marks where the redirect lands. The upload page is the real one.
vi.mock('@box/spot-wizard', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@box/spot-wizard')>()),
  SpotWizard: () => <div data-testid="spot-wizard" />,
}));

const document42: FiscalDocument = {
  code: '42',
  accessKey: buildAccessKey({ cnpj: '12345678000195', number: 42 }),
  addressee: {
    name: 'Cliente 42 (demonstração)',
    phoneNumber: null,
    email: null,
    isLegalPerson: true,
    nationalDocument: '11222333000181',
    address: {
      postalCode: '01001000',
      thoroughfare: 'Praça da Sé',
      number: '1',
      complement: null,
      neighborhood: 'Sé',
      locality: 'São Paulo',
      state: 'SP',
    },
  },
  sender: { name: 'Mercado Exemplo Ltda (demonstração)' },
  shipments: { amount: 250 },
  cargoMeasurements: { grossWeightInKg: 3, volumesCount: 1 },
};

function start(features: string[], routes: FakeRoutes = {}) {
  return openApp('/upload-de-documentos-fiscais', { ...signedIn(makeUser({ features })), ...routes });
}

const xml = (name: string) => new File(['<nfeProc versao="4.00"/>'], name, { type: 'text/xml' });
// The first page of a test run loads the spot-wizard package through Vite's transform: give it time.
const FIRST_LOAD = { timeout: 10_000 };
const fileField = () =>
  screen.findByLabelText('Arraste os arquivos XML para cá ou clique para selecionar', {}, FIRST_LOAD);

describe('fiscal documents upload page', () => {
  it('sends the user to the spot request when the flag is off', async () => {
    const { api } = start([]);
    expect(await screen.findByTestId('spot-wizard', {}, FIRST_LOAD)).toBeDefined();
    expect(window.location.pathname).toBe('/spots/solicitar');
    expect(document.title).toBe('Solicitar serviço | Box');
    expect(api.calls.some((call) => call.path.startsWith('/fiscal-documents'))).toBe(false);
  });

  it('uploads through the fetch the host was given and follows the link to the spot request', async () => {
    const { api, assign } = start([FEATURE_FISCAL_DOCUMENTS_UPLOAD], {
      'POST /fiscal-documents/upload-file': document42,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Documentos fiscais' }, FIRST_LOAD),
    ).toBeDefined();
    await userEvent.upload(await fileField(), xml('nota-42.xml'));
    const list = await screen.findByRole('list', { name: 'Arquivos enviados' });
    await waitFor(() => expect(within(list).getByRole('listitem').textContent).toContain('NF-e 42'));
    expect(api.calls.filter((call) => call.path === '/fiscal-documents/upload-file')).toHaveLength(1);

    // The header has a link of the same name; this is the page's own, below the list.
    const page = list.closest('section') as HTMLElement;
    await userEvent.click(within(page).getByRole('link', { name: 'Solicitar serviço' }));
    expect(window.location.pathname).toBe('/spots/solicitar');
    expect(await screen.findByTestId('spot-wizard')).toBeDefined();
    expect(assign).not.toHaveBeenCalled();
  });

  it("raises the host's session alert on a 401 from the upload", async () => {
    start([FEATURE_FISCAL_DOCUMENTS_UPLOAD], { 'POST /fiscal-documents/upload-file': unauthorized() });
    await userEvent.upload(await fileField(), xml('nota-1.xml'));
    await waitFor(() => {
      const hostAlert = screen.getAllByRole('alert').find((alert) => alert.closest('.box-session-expired'));
      expect(hostAlert?.textContent).toContain('Sua sessão expirou.');
    });
  });
});
