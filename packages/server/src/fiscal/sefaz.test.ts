import { ConfigError, readConfig } from '../config';
import { createSefazGateway, sefazGatewayFor } from './sefaz';

const KEY = '35260445678912000155550010000010011079269329';
const OTHER = '35260445678912000155550010000010021000000000';

describe('SEFAZ gateway', () => {
  it('reads BOX_SEFAZ_MODE, embedded by default, and refuses an unknown mode at start-up', () => {
    expect(readConfig({}).sefazMode).toBe('embedded');
    expect(readConfig({ BOX_SEFAZ_MODE: '' }).sefazMode).toBe('embedded');
    expect(readConfig({ BOX_SEFAZ_MODE: 'offline' }).sefazMode).toBe('offline');
    expect(() => readConfig({ BOX_SEFAZ_MODE: 'OFFLINE' })).toThrow(ConfigError);
    expect(readConfig({ BOX_SEFAZ_MODE: 'unstable' }).sefazMode).toBe('unstable');
    expect(() => readConfig({ BOX_SEFAZ_MODE: 'real' })).toThrow(ConfigError);
  });

  it('embedded knows nothing beyond the stored documents; offline never answers', async () => {
    expect(await createSefazGateway('embedded').lookupNfe(KEY)).toEqual({ kind: 'not_found' });
    expect(await createSefazGateway('offline').lookupNfe(KEY)).toEqual({ kind: 'unavailable' });
  });

  it('unstable fails the first consultation of each key and answers the retry', async () => {
    const gateway = createSefazGateway('unstable');
    expect((await gateway.lookupNfe(KEY)).kind).toBe('unavailable');
    expect((await gateway.lookupNfe(OTHER)).kind).toBe('unavailable');
    expect((await gateway.lookupNfe(KEY)).kind).toBe('not_found');
    expect((await gateway.lookupNfe(KEY)).kind).toBe('unavailable');
  });

  it('keeps one gateway per server configuration', () => {
    const config = { sefazMode: 'unstable' as const };
    expect(sefazGatewayFor(config)).toBe(sefazGatewayFor(config));
    expect(sefazGatewayFor({ sefazMode: 'unstable' })).not.toBe(sefazGatewayFor(config));
  });
});
