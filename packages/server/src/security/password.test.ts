import { hashPassword, needsRehash, PASSWORD_LOG_N, verifyPassword } from './password';

describe('scrypt password hashes', () => {
  it('uses N = 2^17, r = 8, p = 1 unless told otherwise', async () => {
    expect(PASSWORD_LOG_N).toBe(17);
    const hash = await hashPassword('uma senha longa');
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('uma senha longa', hash)).toBe(true);
  });

  it('verifies the right password only, with a fresh salt each time', async () => {
    const a = await hashPassword('mercado-2026', 10);
    const b = await hashPassword('mercado-2026', 10);
    expect(a).not.toBe(b);
    expect(await verifyPassword('mercado-2026', a)).toBe(true);
    expect(await verifyPassword('mercado-2027', a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
  });

  it('treats the same text in another Unicode form as the same password', async () => {
    const hash = await hashPassword('café-2026', 10);
    expect(await verifyPassword('cafe\u0301-2026', hash)).toBe(true);
  });

  it('refuses unreadable or absurd hashes instead of throwing', async () => {
    for (const stored of ['!', '', 'scrypt$17$8$1$abc', 'scrypt$30$8$1$c2FsdA$a2V5', 'bcrypt$10$x$y$z$w']) {
      expect(await verifyPassword('x', stored)).toBe(false);
    }
  });

  it('asks for a rehash when the cost is below policy', async () => {
    const cheap = await hashPassword('x', 10);
    expect(needsRehash(cheap)).toBe(true);
    expect(needsRehash(cheap, 10)).toBe(false);
    expect(needsRehash('!')).toBe(true);
  });
});
