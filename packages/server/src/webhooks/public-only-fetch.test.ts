import { type LookupAddress, lookup } from 'node:dns';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { publicOnlyFetch, publicOnlyLookup } from './public-only-fetch';

type Answer = LookupAddress[];

/** A resolver that answers `answer` for every host, as a DNS server under an attacker's control would. */
const resolvingTo =
  (answer: Answer) =>
  (_host: string, _options: object, callback: (error: NodeJS.ErrnoException | null, a: Answer) => void) =>
    callback(null, answer);

const lookupOnce = (resolve: ReturnType<typeof resolvingTo>, all: boolean) =>
  new Promise<{ error: NodeJS.ErrnoException | null; address: unknown }>((done) =>
    publicOnlyLookup(resolve)(
      'hooks.example.com',
      { all },
      (error: NodeJS.ErrnoException | null, address: unknown) => done({ error, address }),
    ),
  );

let receiver: Server;
let port: number;
let received = 0;

beforeAll(async () => {
  receiver = createServer((_req, res) => {
    received += 1;
    res.writeHead(204).end();
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  port = (receiver.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

const post = (fetcher: ReturnType<typeof publicOnlyFetch>, url: string) =>
  fetcher(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
    redirect: 'manual',
    signal: AbortSignal.timeout(5_000),
  });

describe('publicOnlyLookup', () => {
  it('hands over public addresses, one or all as asked', async () => {
    const resolve = resolvingTo([{ address: '203.0.113.10', family: 4 }]);
    expect(await lookupOnce(resolve, false)).toEqual({ error: null, address: '203.0.113.10' });
    expect((await lookupOnce(resolve, true)).address).toEqual([{ address: '203.0.113.10', family: 4 }]);
  });

  it.each([
    ['loopback', '127.0.0.1', 4],
    ['a private network', '10.1.2.3', 4],
    ['the cloud metadata address', '169.254.169.254', 4],
    ['IPv6 loopback', '::1', 6],
  ])('refuses a host that resolves to %s (%s), even beside a public one', async (_what, address, family) => {
    const resolve = resolvingTo([
      { address: '203.0.113.10', family: 4 },
      { address, family },
    ]);
    const { error } = await lookupOnce(resolve, false);
    expect(error?.code).toBe('EPRIVATEADDRESS');
  });
});

describe('publicOnlyFetch', () => {
  it('never connects to this machine through a name that resolves to it (DNS rebinding)', async () => {
    // The name resolves to 127.0.0.1 at connect time, as a rebinding DNS answers after a public first answer.
    const fetcher = publicOnlyFetch(resolvingTo([{ address: '127.0.0.1', family: 4 }]));
    await expect(post(fetcher, `http://hooks.example.com:${port}/in`)).rejects.toMatchObject({
      cause: { code: 'EPRIVATEADDRESS' },
    });
    expect(received).toBe(0);
  });

  it("refuses localhost through the system's resolver, while Node's own fetch reaches the same receiver", async () => {
    const system = publicOnlyFetch((host, options, callback) => lookup(host, options, callback));
    await expect(post(system, `http://localhost:${port}/in`)).rejects.toMatchObject({
      cause: { code: 'EPRIVATEADDRESS' },
    });
    // The control: the request itself is sound, so the refusals are the lookup's doing.
    const response = await fetch(`http://localhost:${port}/in`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(204);
    expect(received).toBe(1);
  });
});
