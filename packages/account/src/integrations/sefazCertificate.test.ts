import { CERTIFICATE_MAX_BYTES } from '@box/core/catalogues';
import { certificateFileError, certificateValidity } from './sefazCertificate';

const now = new Date('2026-11-28T15:00:00.000Z');

describe('certificateValidity', () => {
  it('is expired from its last instant on', () => {
    expect(certificateValidity('2026-11-28T15:00:00.000Z', now)).toEqual({ kind: 'expired' });
    expect(certificateValidity('2026-11-28T15:00:01.000Z', now)).toEqual({ kind: 'expiring', days: 0 });
  });

  it('counts whole days left up to 30, then is simply valid', () => {
    expect(certificateValidity('2026-12-28T14:59:59.000Z', now)).toEqual({ kind: 'expiring', days: 29 });
    expect(certificateValidity('2026-12-28T15:00:00.000Z', now)).toEqual({ kind: 'expiring', days: 30 });
    expect(certificateValidity('2026-12-29T15:00:00.000Z', now)).toEqual({ kind: 'valid' });
  });
});

describe('certificateFileError', () => {
  const file = (bytes: number) => new File([new Uint8Array(bytes)], 'a1.pfx');
  it('takes a file of one byte up to the limit', () => {
    expect(certificateFileError(file(1))).toBeNull();
    expect(certificateFileError(file(CERTIFICATE_MAX_BYTES))).toBeNull();
  });
  it('refuses none, an empty file and a larger one, in pt-BR', () => {
    expect(certificateFileError(null)).toBe('Escolha o arquivo do certificado (.pfx ou .p12).');
    expect(certificateFileError(file(0))).toMatch(/vazio/);
    expect(certificateFileError(file(CERTIFICATE_MAX_BYTES + 1))).toMatch(/mais de 64 KB/);
  });
});
