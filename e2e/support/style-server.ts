// A local map provider standing in for OpenFreeMap (issue 18), on `localhost` (another site than the portal's
// 127.0.0.1, as a real provider is): a MapLibre style with a raster source of flat tiles in a colour no Box style
// uses, so a pixel sample tells whose basemap a canvas shows. It can be told to misbehave as a provider does when
// it cannot be reached: hang without answering, fail its tiles, or be gone (nothing listening on its port).
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { deflateSync } from 'node:zlib';
import { freePort } from './product';

/** The tiles' colour, and the background's: neither is near the offline style's land (#eef0ea). */
export const PROVIDER_TILE_COLOUR = [0x7f, 0xb8, 0xe0] as const;
const STREET_COLOUR = [0xff, 0xff, 0xff] as const;
const BACKGROUND = '#f6d7a7';
/** What the provider's source says about itself: maplibre's attribution control shows it. */
export const PROVIDER_ATTRIBUTION = 'Ruas de teste © Box e2e';

export type StyleServerMode = 'ok' | 'hang' | 'tiles-fail';

export interface StyleServer {
  /** http://localhost:<port> */
  url: string;
  styleUrl: string;
  mode: StyleServerMode;
  /** Requests answered or held, by kind, since the start. */
  requests: { style: number; tiles: number };
  /** Nothing listens on the port any more: a provider that cannot be reached. */
  goAway(): Promise<void>;
  stop(): Promise<void>;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 256 px tile: flat colour with a white "street" every 64 px, as an RGB PNG. */
function tilePng(): Buffer {
  const size = 256;
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const street = x % 64 < 3 || y % 64 < 3;
      const [r, g, b] = street ? STREET_COLOUR : PROVIDER_TILE_COLOUR;
      row.set([r, g, b], 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const TILE = tilePng();

function styleOf(origin: string) {
  return {
    version: 8,
    name: 'Provedor local (e2e)',
    sources: {
      ruas: {
        type: 'raster',
        tiles: [`${origin}/tiles/{z}/{x}/{y}.png`],
        tileSize: 256,
        maxzoom: 19,
        attribution: PROVIDER_ATTRIBUTION,
      },
    },
    layers: [
      { id: 'fundo', type: 'background', paint: { 'background-color': BACKGROUND } },
      { id: 'ruas', type: 'raster', source: 'ruas' },
    ],
  };
}

const cors = { 'access-control-allow-origin': '*', 'cache-control': 'no-store' };

export async function startStyleServer(): Promise<StyleServer> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const sockets = new Set<Socket>();
  const held = new Set<ServerResponse>();
  const state: StyleServer = {
    url,
    styleUrl: `${url}/style.json`,
    mode: 'ok',
    requests: { style: 0, tiles: 0 },
    goAway: () => close(),
    stop: () => close(),
  };
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', url).pathname;
    const kind =
      path === '/style.json' ? 'style' : /^\/tiles\/\d+\/\d+\/\d+\.png$/.test(path) ? 'tiles' : null;
    if (!kind) return void res.writeHead(404, cors).end();
    state.requests[kind]++;
    if (state.mode === 'hang') return void held.add(res);
    if (kind === 'style') {
      return void res
        .writeHead(200, { ...cors, 'content-type': 'application/json' })
        .end(JSON.stringify(styleOf(url)));
    }
    if (state.mode === 'tiles-fail') return void res.writeHead(503, cors).end();
    res.writeHead(200, { ...cors, 'content-type': 'image/png' }).end(TILE);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, resolve));
  let closed: Promise<void> | null = null;
  function close() {
    closed ??= new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const res of held) res.destroy();
      for (const socket of sockets) socket.destroy();
    });
    return closed;
  }
  return state;
}
