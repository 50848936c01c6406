import { CERTIFICATE_MAX_BYTES } from '@box/core/catalogues';
import { type FakeRoutes, renderWidget, reply } from '@box/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { daysFromNow, INTEGRATIONS_ROUTES, sampleCertificate, sampleSefazSettings } from './fixtures';
import IntegrationsSection from './IntegrationsSection';

function renderSection(routes: FakeRoutes = {}, customerId?: number) {
  return renderWidget(<IntegrationsSection customerId={customerId} />, {
    api: { ...INTEGRATIONS_ROUTES, ...routes },
  });
}

const panel = async () => screen.findByRole('region', { name: 'Canhoto digital (SEFAZ)' });
const automatic = () => screen.getByRole('radio', { name: 'Registrar automaticamente cada comprovante' });
const manual = () =>
  screen.getByRole('radio', { name: 'Registrar só quando eu pedir, pelo botão no comprovante' });
const certificateFile = (bytes: number, name = 'mercado.pfx') =>
  new File([new Uint8Array(bytes).fill(0x30)], name, { type: 'application/x-pkcs12' });
const NO_CERTIFICATE = { 'GET /integrations/sefaz': sampleSefazSettings({ certificate: null }) };

describe("'Canhoto digital (SEFAZ)' in 'Integrações'", () => {
  it('shows the environment, the saved mode and the certificate: CNPJ, holder, valid until, uploaded on', async () => {
    renderSection();
    const part = await panel();
    expect(await within(part).findByText('SEFAZ de demonstração (nada é enviado à SEFAZ real)')).toBeTruthy();
    expect((automatic() as HTMLInputElement).checked).toBe(true);
    expect((manual() as HTMLInputElement).checked).toBe(false);
    expect(within(part).getByText('12.345.678/0001-95')).toBeTruthy();
    expect(within(part).getByText('MERCADO EXEMPLO LTDA:12345678000195')).toBeTruthy();
    expect(within(part).getByText('Válido até').nextElementSibling?.textContent).toBe('19/05/2031');
    expect(within(part).getByText('Enviado em').nextElementSibling?.textContent).toBe('21/11/2026 às 09:15');
    expect(within(part).getByRole('button', { name: 'Substituir certificado' })).toBeTruthy();
    expect(within(part).getByRole('button', { name: 'Remover certificado' })).toBeTruthy();
    expect(within(part).queryByLabelText('Senha do certificado')).toBeNull();
    expect(within(part).queryByRole('alert')).toBeNull();
  });

  it('switching the mode sends the PUT and says it was saved', async () => {
    const { user, calls } = renderSection({
      'PUT /integrations/sefaz': sampleSefazSettings({ mode: 'manual' }),
    });
    await panel();
    await user.click(manual());
    expect(await screen.findByText('Modo de registro salvo.')).toBeTruthy();
    expect((manual() as HTMLInputElement).checked).toBe(true);
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/integrations/sefaz',
      query: {},
      body: { mode: 'manual' },
    });
  });

  it('a refused mode keeps the saved one checked and says why', async () => {
    const { user } = renderSection({
      'PUT /integrations/sefaz': reply({
        status: 403,
        body: { code: 'forbidden', message: 'Somente administradores podem mudar o registro na SEFAZ.' },
      }),
    });
    await panel();
    await user.click(manual());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível salvar o modo de registro');
    expect(alert.textContent).toContain('Somente administradores podem mudar o registro na SEFAZ.');
    expect((automatic() as HTMLInputElement).checked).toBe(true);
  });

  it('uploads the certificate as multipart with its password, then shows it and forgets the password', async () => {
    let contentType: string | null = null;
    const { user, calls } = renderSection({
      ...NO_CERTIFICATE,
      'POST /integrations/sefaz/certificate': (request) => {
        contentType = request.headers.get('content-type');
        return sampleSefazSettings({
          certificate: sampleCertificate({
            holder: 'TRANSPORTES NOVOS LTDA:98765432000110',
            cnpj: '98765432000110',
          }),
        });
      },
    });
    const part = await panel();
    expect(await within(part).findByText(/Nenhum certificado enviado/)).toBeTruthy();
    const password = within(part).getByLabelText(/^Senha do certificado/) as HTMLInputElement;
    expect(password.type).toBe('password');
    expect(password.autocomplete).toBe('off');
    const file = within(part).getByLabelText('Arquivo do certificado') as HTMLInputElement;
    expect(file.accept).toContain('.pfx');
    expect(file.accept).toContain('.p12');

    await user.upload(file, certificateFile(2048));
    expect(within(part).getByText('Arquivo escolhido: mercado.pfx')).toBeTruthy();
    await user.type(password, 's3nh@-do-A1');
    await user.click(within(part).getByRole('button', { name: 'Enviar certificado' }));

    expect(await within(part).findByText('98.765.432/0001-10')).toBeTruthy();
    expect(within(part).getByText('TRANSPORTES NOVOS LTDA:98765432000110')).toBeTruthy();
    expect(within(part).getByText('Certificado enviado.')).toBeTruthy();
    expect(document.activeElement).toBe(within(part).getByRole('heading', { name: 'Certificado A1' }));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe('/integrations/sefaz/certificate');
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    const body = String(post?.body);
    expect(body).toMatch(/name="certificate"; filename="mercado\.pfx"/);
    expect(body).toContain('0'.repeat(2048));
    expect(body).toMatch(/name="password"\r\n\r\ns3nh@-do-A1\r\n/);
    expect(within(part).queryByLabelText(/^Senha do certificado/)).toBeNull();
    expect(screen.queryByDisplayValue('s3nh@-do-A1')).toBeNull();
  });

  it("shows the server's refusal under the form as it comes, and empties the password", async () => {
    const message = 'A senha do certificado está incorreta.';
    const { user } = renderSection({
      ...NO_CERTIFICATE,
      'POST /integrations/sefaz/certificate': reply({
        status: 400,
        body: { code: 'invalid_certificate', message },
      }),
    });
    const part = await panel();
    await user.upload(within(part).getByLabelText('Arquivo do certificado'), certificateFile(1500));
    const password = within(part).getByLabelText(/^Senha do certificado/) as HTMLInputElement;
    await user.type(password, 'errada');
    await user.click(within(part).getByRole('button', { name: 'Enviar certificado' }));
    const alert = await within(part).findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível enviar o certificado');
    expect(alert.textContent).toContain(message);
    expect(password.value).toBe('');
    expect(within(part).getByText(/Nenhum certificado enviado/)).toBeTruthy();
  });

  it('refuses a file larger than a certificate, or empty, without a request', async () => {
    const { user, calls } = renderSection(NO_CERTIFICATE);
    const part = await panel();
    const file = within(part).getByLabelText('Arquivo do certificado');
    await user.upload(file, certificateFile(CERTIFICATE_MAX_BYTES + 1, 'backup.pfx'));
    expect(within(part).getByText(/O arquivo tem mais de 64 KB/)).toBeTruthy();
    expect(file.getAttribute('aria-invalid')).toBe('true');
    await user.type(within(part).getByLabelText(/^Senha do certificado/), 'senha');
    await user.click(within(part).getByRole('button', { name: 'Enviar certificado' }));
    expect(within(part).getByText(/O arquivo tem mais de 64 KB/)).toBeTruthy();

    await user.upload(file, certificateFile(0, 'vazio.p12'));
    expect(within(part).getByText(/O arquivo escolhido está vazio/)).toBeTruthy();
    await user.click(within(part).getByRole('button', { name: 'Enviar certificado' }));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('asks for the file and the password before sending', async () => {
    const { user, calls } = renderSection(NO_CERTIFICATE);
    const part = await panel();
    await user.click(within(part).getByRole('button', { name: 'Enviar certificado' }));
    expect(within(part).getByText('Escolha o arquivo do certificado (.pfx ou .p12).')).toBeTruthy();
    expect(within(part).getByText('Informe a senha do certificado.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('removes the certificate after a confirmation: DELETE, then the upload form', async () => {
    const { user, calls } = renderSection({
      'DELETE /integrations/sefaz/certificate': sampleSefazSettings({ certificate: null }),
    });
    const part = await panel();
    await user.click(await within(part).findByRole('button', { name: 'Remover certificado' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remover certificado' });
    expect(within(confirm).getByText(/Remover o certificado de MERCADO EXEMPLO LTDA/)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Remover certificado' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'DELETE')).toMatchObject({
      path: '/integrations/sefaz/certificate',
      query: {},
    });
    expect(await within(part).findByText('Certificado removido.')).toBeTruthy();
    expect(document.activeElement).toBe(within(part).getByRole('heading', { name: 'Certificado A1' }));
    expect(within(part).getByLabelText('Arquivo do certificado')).toBeTruthy();
    expect(within(part).queryByText('12.345.678/0001-95')).toBeNull();
  });

  it("'Substituir certificado' opens the upload form under the current one; 'Cancelar' closes it", async () => {
    const { user } = renderSection();
    const part = await panel();
    await user.click(await within(part).findByRole('button', { name: 'Substituir certificado' }));
    expect(within(part).getByLabelText('Arquivo do certificado')).toBeTruthy();
    expect(within(part).getByText('12.345.678/0001-95')).toBeTruthy();
    await user.click(within(part).getByRole('button', { name: 'Cancelar' }));
    expect(within(part).queryByLabelText('Arquivo do certificado')).toBeNull();
  });

  it('warns when the certificate expires within 30 days, and when it has expired', async () => {
    const { unmount } = renderSection({
      'GET /integrations/sefaz': sampleSefazSettings({
        certificate: sampleCertificate({ notAfter: daysFromNow(12) }),
      }),
    });
    expect((await within(await panel()).findByRole('alert')).textContent).toMatch(/vence em 12 dias/);
    unmount();
    renderSection({
      'GET /integrations/sefaz': sampleSefazSettings({
        certificate: sampleCertificate({ notAfter: '2026-01-31T02:59:59.000Z' }),
      }),
    });
    expect((await within(await panel()).findByRole('alert')).textContent).toContain(
      'O certificado venceu em 30/01/2026.',
    );
  });

  it('names the managed account in every call of the super admin', async () => {
    const { user, calls } = renderSection(
      { 'PUT /integrations/sefaz': sampleSefazSettings({ mode: 'manual' }) },
      5100,
    );
    await panel();
    await user.click(manual());
    expect(await screen.findByText('Modo de registro salvo.')).toBeTruthy();
    const sefazCalls = calls.filter((c) => c.path.startsWith('/integrations/sefaz'));
    expect(sefazCalls.map((c) => [c.method, c.query])).toEqual([
      ['GET', { customerId: '5100' }],
      ['PUT', { customerId: '5100' }],
    ]);
  });
});
