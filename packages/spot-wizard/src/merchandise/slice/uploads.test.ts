import { ApiError } from '@box/core/api';
import { accessKeyFor } from '../fixtures/places';
import { fakeApi, makeSlice, rejecting } from '../fixtures/slice';

describe('warehouses, uploads, round trip and distance', () => {
  it('uploads XML files as rows and reports refused files', async () => {
    const slice = makeSlice();
    const xml = new File(['<nfeProc/>'], 'nota.xml', { type: 'text/xml' });
    slice.uploadFiles([xml, new File(['x'], 'foto.png', { type: 'image/png' })]);
    expect(slice.uploadProblems.value).toEqual([{ fileName: 'foto.png', error: 'InvalidFileTypeToUpload' }]);
    await slice.whenIdle();
    expect(slice.items.value.map((row) => [row.id, row.status.type])).toEqual([[accessKeyFor(900), 'ok']]);
    slice.uploadFiles([xml]);
    expect(slice.uploadProblems.value).toEqual([{ fileName: 'nota.xml', error: 'UploadedFileDuplicated' }]);
    // Once its row is removed, the file may be sent again.
    slice.remove(accessKeyFor(900));
    slice.uploadFiles([xml]);
    expect(slice.uploadProblems.value).toEqual([]);
    await slice.whenIdle();
    expect(slice.items.value.map((row) => row.id)).toEqual([accessKeyFor(900)]);
  });

  it('looks up by its key a document the server already holds', async () => {
    const key = accessKeyFor(901);
    const api = fakeApi({
      uploadFiscalDocument: rejecting(
        new ApiError(409, { code: 'UploadedFileDuplicated', message: 'Arquivo já está na lista' }),
      ),
    });
    const slice = makeSlice(api);
    slice.uploadFiles([new File([`<infNFe Id="NFe${key}"/>`], 'antiga.xml', { type: '' })]);
    await slice.whenIdle();
    expect(api.fiscalDocument).toHaveBeenCalledWith(key);
    expect(slice.items.value.map((row) => [row.id, row.status.type])).toEqual([[key, 'ok']]);
    expect(slice.uploadProblems.value).toEqual([]);
  });

  it.each([
    [new ApiError(422, { code: 'invalid_xml', message: 'x' }), 'XmlProcessingError'],
    [new ApiError(415, { code: 'unsupported_file_type', message: 'x' }), 'InvalidFileTypeToUpload'],
    [new ApiError(409, { code: 'UploadedFileDuplicated', message: 'x' }), 'UploadedFileDuplicated'],
  ])('maps a refused upload (%s) to %s', async (error, kind) => {
    const slice = makeSlice(fakeApi({ uploadFiscalDocument: rejecting(error) }));
    slice.uploadFiles([new File(['<x/>'], 'a.xml', { type: 'text/xml' })]);
    await slice.whenIdle();
    expect(slice.uploadProblems.value).toEqual([{ fileName: 'a.xml', error: kind }]);
  });

  it('replaces a FiscalDocumentNotFound row with its uploaded document', async () => {
    const key = accessKeyFor(900);
    const slice = makeSlice(fakeApi({ fiscalDocument: rejecting(new ApiError(404, null)) }));
    slice.submitCode(accessKeyFor(1));
    slice.submitCode(key);
    await slice.whenIdle();
    slice.uploadForRow(key, new File(['<x/>'], 'a.xml', { type: 'text/xml' }));
    await slice.whenIdle();
    expect(slice.items.value.map((row) => [row.id, row.status.type])).toEqual([
      [accessKeyFor(1), 'error'],
      [key, 'ok'],
    ]);
    expect(slice.items.value[1]?.fiscalDocument?.code).toBe('900');
  });
});
