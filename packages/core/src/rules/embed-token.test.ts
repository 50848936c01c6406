import { embedTokenTimes } from './embed-token';

const SECRET = 'Ab3_-xYz0123456789abcdefghijklmnopqrstuvwx';

describe('embedTokenTimes', () => {
  it('reads the issue and expiry times a token carries, in epoch seconds', () => {
    expect(embedTokenTimes(`box_et_1795680000_1795680900_${SECRET}`)).toEqual({
      issuedAt: new Date('2026-11-26T08:00:00.000Z'),
      expiresAt: new Date('2026-11-26T08:15:00.000Z'),
    });
  });

  it('keeps a secret that starts with digits and underscores apart from the times', () => {
    const times = embedTokenTimes(`box_et_1795680000_1795683600_1795690000_${SECRET}`);
    expect(times?.issuedAt.getTime()).toBe(1_795_680_000_000);
    expect(times?.expiresAt.getTime()).toBe(1_795_683_600_000);
  });

  it.each([
    ['an API key', `box_sk_${SECRET}`],
    ['the older format, with the expiry only', `box_et_1795680900_${SECRET}`],
    ['an expiry before the issue', `box_et_1795680900_1795680000_${SECRET}`],
    ['an expiry equal to the issue', `box_et_1795680000_1795680000_${SECRET}`],
    ['a time that is not a number', `box_et_17956800x0_1795680900_${SECRET}`],
    ['a time of too many digits', `box_et_179568000000_179568090000_${SECRET}`],
    ['a secret too short', 'box_et_1795680000_1795680900_abc'],
    ['a secret with other characters', `box_et_1795680000_1795680900_${SECRET}!`],
    ['nothing', ''],
  ])('is null for %s', (_, token) => {
    expect(embedTokenTimes(token)).toBeNull();
  });
});
