import { formatAccessKey } from '@box/core/format';
import { type FakeRoutes, renderWidget, reply } from '@box/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { FiscalDocumentsUpload } from './FiscalDocumentsUpload';
import { accessKeyOf, uploadByName, uploadedName, xmlFile } from './fixtures';

function renderUpload(upload: FakeRoutes[string] = uploadByName) {
  const onNavigate = vi.fn();
  const onSessionExpired = vi.fn();
  const result = renderWidget(
    <FiscalDocumentsUpload onNavigate={onNavigate} onSessionExpired={onSessionExpired} />,
    { api: { 'POST /fiscal-documents/upload-file': upload } },
  );
  const field = screen.getByLabelText('Arraste os arquivos XML para cá ou clique para selecionar');
  return { ...result, onNavigate, onSessionExpired, field };
}

const drop = (files: File[]) =>
  fireEvent.drop(screen.getByTestId('box-file-drop'), { dataTransfer: { files, types: ['Files'] } });

/** Each row as 'file name → what it says'. */
const rowTexts = () =>
  within(screen.getByRole('list', { name: 'Arquivos enviados' }))
    .getAllByRole('listitem')
    .map((row) => row.textContent ?? '');

const rowOf = (name: string) =>
  within(screen.getByRole('list', { name: 'Arquivos enviados' }))
    .getAllByRole('listitem')
    .find((row) => row.querySelector('.box-fiscal-upload__name')?.textContent === name) as HTMLElement;

const summary = () => screen.getByRole('status').textContent;

describe('FiscalDocumentsUpload', () => {
  it('starts with the drop zone only', () => {
    const { field } = renderUpload();
    expect((field as HTMLInputElement).multiple).toBe(true);
    expect(screen.queryByRole('list')).toBeNull();
    expect(summary()).toBe('');
    expect(screen.queryByRole('link', { name: 'Solicitar serviço' })).toBeNull();
  });

  it('sends each chosen file in its own request, field "document", and shows what each one is', async () => {
    const { user, field, calls } = renderUpload();
    await user.upload(field, [xmlFile('nota-101.xml'), xmlFile('nota-102.xml')]);
    await waitFor(() => expect(summary()).toBe('2 arquivos enviados'));
    expect(calls.map((call) => [call.method, call.path, uploadedName(call.body)])).toEqual([
      ['POST', '/fiscal-documents/upload-file', 'nota-101.xml'],
      ['POST', '/fiscal-documents/upload-file', 'nota-102.xml'],
    ]);
    expect(String(calls[0]?.body)).toContain('name="document"');
    const first = rowOf('nota-101.xml');
    expect(first.getAttribute('data-status')).toBe('ok');
    expect(first.textContent).toContain('NF-e 101 · Destinatário: Cliente 101 (demonstração) – São Paulo/SP');
    expect(first.textContent).toContain(`Chave de acesso: ${formatAccessKey(accessKeyOf(101))}`);
  });

  it('shows a spinner per file while it is sent, and the files beyond three waiting their turn', async () => {
    const { user, field, calls } = renderUpload(reply({ body: {}, delay: 'never' }));
    await user.upload(
      field,
      ['1.xml', '2.xml', '3.xml', '4.xml'].map((name) => xmlFile(name)),
    );
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(rowTexts().map((text) => text.replace(/^\d\.xml\d+ bytes/, ''))).toEqual([
      'Enviando',
      'Enviando',
      'Enviando',
      'Na fila',
    ]);
    expect(document.querySelectorAll('.box-fiscal-upload__row .box-spinner')).toHaveLength(4);
    expect(summary()).toBe('0 arquivos enviados, 4 em andamento');
  });

  it('refuses a file that is not XML before sending it, and a file already in the list', async () => {
    const { calls } = renderUpload();
    drop([
      xmlFile('nota-7.xml'),
      new File(['%PDF-1.7'], 'nota-7.pdf', { type: 'application/pdf' }),
      xmlFile('nota-7.xml'),
    ]);
    await waitFor(() => expect(rowOf('nota-7.xml').getAttribute('data-status')).toBe('ok'));
    const [, pdf, repeated] = screen.getAllByRole('listitem');
    expect(pdf?.textContent).toContain('Não é um arquivo xml.');
    expect(repeated?.textContent).toContain('Arquivo já está na lista');
    expect(calls.map((call) => uploadedName(call.body))).toEqual(['nota-7.xml']);
    expect(summary()).toBe('1 arquivo enviado, 2 com erro');
  });

  it("tells apart the server's answers: unreadable, sent before, server fault (which may be retried)", async () => {
    let faults = 0;
    const { user, calls } = renderUpload((request) =>
      uploadedName(request.body) === 'nota-5.xml' && ++faults === 1
        ? reply({ status: 500, body: { code: 'internal_error', message: 'x' } })
        : uploadByName(request),
    );
    drop([xmlFile('invalida.xml'), xmlFile('repetida.xml'), xmlFile('nota-5.xml')]);
    await waitFor(() => expect(summary()).toBe('0 arquivos enviados, 3 com erro'));
    expect(rowOf('invalida.xml').textContent).toContain('Arquivo xml inválido');
    expect(rowOf('repetida.xml').textContent).toContain(
      'Arquivo já está na listaEste documento já foi enviado.',
    );
    expect(rowOf('nota-5.xml').textContent).toContain('Não foi possível enviar o arquivo');
    expect(within(rowOf('invalida.xml')).queryByRole('button')).toBeNull();
    expect(within(rowOf('repetida.xml')).queryByRole('button')).toBeNull();

    await user.click(
      within(rowOf('nota-5.xml')).getByRole('button', { name: 'Tentar enviar nota-5.xml novamente' }),
    );
    await waitFor(() => expect(rowOf('nota-5.xml').getAttribute('data-status')).toBe('ok'));
    expect(calls.map((call) => uploadedName(call.body))).toEqual([
      'invalida.xml',
      'repetida.xml',
      'nota-5.xml',
      'nota-5.xml',
    ]);
  });

  it('offers the spot request once a document was sent, through the host', async () => {
    const { user, onNavigate } = renderUpload();
    drop([xmlFile('nota-3.xml')]);
    const link = await screen.findByRole('link', { name: 'Solicitar serviço' });
    expect(link.getAttribute('href')).toBe('/spots/solicitar');
    await user.click(link);
    expect(onNavigate).toHaveBeenCalledWith('/spots/solicitar');
  });

  it('tells the host when the session expired, and marks the file', async () => {
    const { onSessionExpired } = renderUpload(
      reply({ status: 401, body: { code: 'unauthenticated', message: 'x' } }),
    );
    drop([xmlFile('nota-1.xml')]);
    await waitFor(() => expect(onSessionExpired).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(rowOf('nota-1.xml').textContent).toContain('Sua sessão expirou.'));
  });
});
