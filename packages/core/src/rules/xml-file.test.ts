import { checkXmlFile } from './xml-file';

describe('checkXmlFile', () => {
  it('accepts XML files', () => {
    expect(checkXmlFile({ name: 'nfe.xml', type: 'text/xml', size: 10 })).toEqual({ ok: true, value: true });
    expect(checkXmlFile({ name: 'nfe.xml', type: 'application/xml', size: 10 }).ok).toBe(true);
  });

  it('refuses other types with the upload page text', () => {
    expect(checkXmlFile({ name: 'nota.pdf', type: 'application/pdf', size: 10 })).toEqual({
      ok: false,
      code: 'InvalidFileTypeToUpload',
      message: 'Não é um arquivo xml.',
    });
  });

  it('refuses a file already listed', () => {
    const listed = [{ name: 'nfe.xml', size: 10 }];
    expect(checkXmlFile({ name: 'nfe.xml', type: 'text/xml', size: 10 }, listed)).toMatchObject({
      ok: false,
      code: 'UploadedFileDuplicated',
    });
    expect(checkXmlFile({ name: 'nfe.xml', type: 'text/xml', size: 11 }, listed).ok).toBe(true);
  });
});
