import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions, type LookupOptions } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { Agent, fetch as undiciFetch } from 'undici';
import { isPrivateAddress } from './url-rules';
import type { DeliveryFetch } from './worker';

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;
type Resolver = (
  hostname: string,
  options: LookupAllOptions,
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

/**
 * A `lookup` for the socket's connect that refuses a private, loopback or reserved address (url-rules'
 * `isPrivateAddress`) at the moment of connecting. `webhookUrlProblem` vets the host before each delivery, but
 * fetch resolves it again to connect: a host whose DNS answers a public address to the check and 127.0.0.1 a
 * second later (DNS rebinding) would otherwise reach the server's own network. Checked here, the address vetted
 * is the address dialled.
 */
export function publicOnlyLookup(resolve: Resolver = dnsLookup): LookupFunction {
  return (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const refused = addresses.find((a) => isPrivateAddress(a.address));
      if (refused || addresses.length === 0) {
        const reason = Object.assign(
          new Error(`${hostname} resolve para um endereço de rede privada (${refused?.address ?? 'nenhum'})`),
          { code: 'EPRIVATEADDRESS' },
        );
        return callback(reason, []);
      }
      if (options.all) return callback(null, addresses);
      const [first] = addresses as [LookupAddress];
      return callback(null, first.address, first.family);
    });
  };
}

/**
 * Production's fetch for webhook deliveries: undici's, over a dispatcher whose connections dial public addresses
 * only (`publicOnlyLookup`). The IP-literal hosts `webhookUrlProblem` refuses never get here; the same lookup
 * would refuse them too.
 */
export function publicOnlyFetch(resolve?: Resolver): DeliveryFetch {
  const dispatcher = new Agent({ connect: { lookup: publicOnlyLookup(resolve) } });
  return (url, init) => undiciFetch(url, { ...init, dispatcher });
}
