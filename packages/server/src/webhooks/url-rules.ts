import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { BoxMode } from '../config';

export type Resolve = (host: string) => Promise<string[]>;

const resolveAll: Resolve = async (host) => (await lookup(host, { all: true })).map((a) => a.address);

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Loopback, private, link-local, CGNAT, unspecified, multicast and reserved ranges, IPv4 and IPv6. */
export function isPrivateAddress(address: string): boolean {
  const mapped = address.toLowerCase().match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/);
  const ip = mapped ? mapped[1]! : address;
  if (isIP(ip) === 4) {
    const [a = 0, b = 0] = ip.split('.').map(Number);
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 198 && (b === 18 || b === 19)) ||
      a >= 224
    );
  }
  const v6 = ip.toLowerCase();
  return (
    v6 === '::' ||
    v6 === '::1' ||
    /^f[cd]/.test(v6) ||
    /^fe[89ab]/.test(v6) ||
    /^ff/.test(v6) ||
    // IPv4-compatible or NAT64-style forms carry an IPv4 address we have not vetted.
    v6.startsWith('::ffff:') ||
    v6.startsWith('64:ff9b:')
  );
}

/**
 * Why `raw` cannot receive webhooks, in pt-BR, or null. HTTPS only; plain HTTP to this machine in demo mode (the
 * local receiver page); no credentials in the URL (they would be shown in lists and logs); in production no host
 * that resolves to a private or loopback address, so a customer cannot make the server call its own network.
 */
export async function webhookUrlProblem(
  raw: string,
  mode: BoxMode,
  resolve: Resolve = resolveAll,
): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'Informe uma URL válida.';
  }
  if (url.username || url.password) return 'A URL não pode conter usuário ou senha.';
  const local = LOCAL_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:' && !(mode === 'demo' && url.protocol === 'http:' && local)) {
    return mode === 'demo'
      ? 'A URL deve começar com https:// (http:// só para localhost no modo de demonstração).'
      : 'A URL deve começar com https://.';
  }
  if (mode !== 'production') return null;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else if (host === 'localhost' || host.endsWith('.localhost')) addresses = ['127.0.0.1'];
  else {
    try {
      addresses = await resolve(host);
    } catch {
      addresses = [];
    }
  }
  // A host that does not resolve now cannot be vetted: refused rather than trusted.
  if (addresses.length === 0) return 'Não foi possível encontrar este endereço. Verifique a URL.';
  return addresses.some(isPrivateAddress)
    ? 'Este endereço aponta para uma rede privada e não pode receber webhooks.'
    : null;
}
