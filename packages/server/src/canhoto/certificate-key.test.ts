import { randomBytes } from 'node:crypto';
import { ConfigError, readConfig } from '../config';
import { DEMO_CERTIFICATE_KEY, parseCertificateKey } from './certificate-key';

describe('BOX_CERTIFICATE_KEY', () => {
  const key = randomBytes(32);

  it('reads 64 hexadecimal characters or Base64 of 32 bytes', () => {
    expect(
      Buffer.from(readConfig({ BOX_CERTIFICATE_KEY: key.toString('hex') }).certificateKey ?? []),
    ).toEqual(key);
    expect(
      Buffer.from(readConfig({ BOX_CERTIFICATE_KEY: key.toString('base64') }).certificateKey ?? []),
    ).toEqual(key);
  });

  it('refuses another length without repeating the value (a secret, and refusals reach the logs)', () => {
    const short = randomBytes(16).toString('hex');
    expect(parseCertificateKey(short)).toHaveProperty('refused');
    expect(() => readConfig({ BOX_CERTIFICATE_KEY: short })).toThrow(ConfigError);
    expect(() => readConfig({ BOX_CERTIFICATE_KEY: short })).toThrow(/BOX_CERTIFICATE_KEY/);
    expect(() => readConfig({ BOX_CERTIFICATE_KEY: short })).not.toThrow(short);
  });

  it('is the invented demo key in demo mode, none in production mode unless set', () => {
    expect(readConfig({}).certificateKey).toEqual(DEMO_CERTIFICATE_KEY);
    expect(readConfig({ BOX_MODE: 'production' }).certificateKey).toBeNull();
  });

  it('is required by the real SEFAZ modes, in demo mode too', () => {
    for (const mode of ['homologacao', 'producao']) {
      expect(() => readConfig({ BOX_SEFAZ_MODE: mode })).toThrow(/BOX_CERTIFICATE_KEY/);
      expect(readConfig({ BOX_SEFAZ_MODE: mode, BOX_CERTIFICATE_KEY: key.toString('hex') }).sefazMode).toBe(
        mode,
      );
    }
  });
});
