import { describe, expect, it } from 'vitest';
import { isPrivateAddress, webhookUrlProblem } from './url-rules';

describe('webhook URL rules', () => {
  it('tells private, loopback and link-local addresses from public ones', () => {
    for (const ip of [
      '127.0.0.1',
      '10.2.3.4',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.0.10',
      '169.254.169.254',
    ]) {
      expect(isPrivateAddress(ip), ip).toBe(true);
    }
    for (const ip of [
      '0.0.0.0',
      '100.64.0.1',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
    ]) {
      expect(isPrivateAddress(ip), ip).toBe(true);
    }
    for (const ip of ['8.8.8.8', '172.32.0.1', '203.0.113.9', '2001:4860:4860::8888', '::ffff:8.8.8.8']) {
      expect(isPrivateAddress(ip), ip).toBe(false);
    }
  });

  it('in production refuses a host whose name resolves to a private address, or does not resolve', async () => {
    const dns = (answers: Record<string, string[]>) => async (host: string) => {
      const found = answers[host];
      if (!found) throw new Error('ENOTFOUND');
      return found;
    };
    const resolve = dns({ 'erp.example': ['203.0.113.9'], 'intranet.example': ['203.0.113.9', '10.0.0.8'] });
    expect(await webhookUrlProblem('https://erp.example/h', 'production', resolve)).toBeNull();
    expect(await webhookUrlProblem('https://intranet.example/h', 'production', resolve)).toMatch(
      /rede privada/,
    );
    expect(await webhookUrlProblem('https://sumiu.example/h', 'production', resolve)).toMatch(/encontrar/);
    // Demo mode does not look names up: only the scheme and credentials rules apply.
    expect(await webhookUrlProblem('https://intranet.example/h', 'demo', resolve)).toBeNull();
  });

  it('allows plain HTTP only to this machine in demo mode, and never credentials', async () => {
    expect(await webhookUrlProblem('http://localhost:3000/demo/webhooks', 'demo')).toBeNull();
    expect(await webhookUrlProblem('http://[::1]:3000/demo/webhooks', 'demo')).toBeNull();
    expect(await webhookUrlProblem('http://localhost.evil.example/', 'demo')).toMatch(/https:\/\//);
    expect(await webhookUrlProblem('http://localhost:3000/', 'production')).toMatch(/https:\/\//);
    expect(await webhookUrlProblem('https://a:b@erp.example/', 'demo')).toMatch(/usuário ou senha/);
  });
});
