import * as v from 'valibot';
import { type CepRecord, type Geocoder, GeocoderUnavailableError } from './geocoder';

/**
 * BrasilAPI's CEP v2 (https://brasilapi.com.br/docs#tag/CEP-V2): a maintained public service that asks several
 * CEP providers at once (Correios, ViaCEP, …, the same strategy as the cep-promise library) and, unlike them,
 * adds the coordinates. Coordinates come as strings and may be missing ({}).
 */
export const BRASIL_API_CEP_URL = 'https://brasilapi.com.br/api/cep/v2';

const Coordinate = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((value) => Number(value)),
  v.check((value) => Number.isFinite(value)),
);

const BrasilApiCep = v.object({
  cep: v.string(),
  state: v.string(),
  city: v.string(),
  neighborhood: v.nullish(v.string()),
  street: v.nullish(v.string()),
  location: v.nullish(
    v.object({
      coordinates: v.nullish(
        v.object({ latitude: v.optional(v.unknown()), longitude: v.optional(v.unknown()) }),
      ),
    }),
  ),
});

const blankToNull = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);

function pointOf(coordinates: { latitude?: unknown; longitude?: unknown } | null | undefined) {
  const latitude = v.safeParse(Coordinate, coordinates?.latitude);
  const longitude = v.safeParse(Coordinate, coordinates?.longitude);
  if (!latitude.success || !longitude.success) return null;
  const inRange = Math.abs(latitude.output) <= 90 && Math.abs(longitude.output) <= 180;
  // (0, 0) is what a provider without coordinates sometimes sends; it is in the Atlantic, not in Brazil.
  if (!inRange || (latitude.output === 0 && longitude.output === 0)) return null;
  return { latitude: latitude.output, longitude: longitude.output };
}

export interface OnlineGeocoderOptions {
  fetch?: typeof fetch;
  baseUrl?: string;
  timeoutMs?: number;
  /** Answers kept in memory (a pasted spreadsheet repeats CEPs); the oldest go first. */
  cacheSize?: number;
}

/** The online provider (BOX_GEOCODER=online). Never used by the tests with the network: they inject `fetch`. */
export class OnlineGeocoder implements Geocoder {
  readonly name = 'online';
  private readonly fetch: typeof fetch;
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly cacheSize: number;
  private readonly cache = new Map<string, CepRecord | null>();

  constructor(options: OnlineGeocoderOptions = {}) {
    this.fetch = options.fetch ?? globalThis.fetch;
    this.baseUrl = (options.baseUrl ?? BRASIL_API_CEP_URL).replace(/\/$/, '');
    this.timeoutMs = options.timeoutMs ?? 5_000;
    this.cacheSize = options.cacheSize ?? 2_000;
  }

  async findCep(postalCode: string): Promise<CepRecord | null> {
    if (this.cache.has(postalCode)) return this.cache.get(postalCode) ?? null;
    const record = await this.ask(postalCode);
    this.cache.set(postalCode, record);
    if (this.cache.size > this.cacheSize) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    return record;
  }

  private async ask(postalCode: string): Promise<CepRecord | null> {
    let response: Response;
    try {
      response = await this.fetch(`${this.baseUrl}/${encodeURIComponent(postalCode)}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new GeocoderUnavailableError(`consulta de CEP falhou: ${String(error)}`);
    }
    // BrasilAPI answers 404 for a CEP no provider knows and 400 for a malformed one.
    if (response.status === 404 || response.status === 400) return null;
    if (!response.ok) throw new GeocoderUnavailableError(`consulta de CEP respondeu ${response.status}`);
    const parsed = v.safeParse(BrasilApiCep, await response.json().catch(() => null));
    if (!parsed.success)
      throw new GeocoderUnavailableError('consulta de CEP respondeu em formato inesperado');
    const body = parsed.output;
    const thoroughfare = blankToNull(body.street);
    return {
      postalCode: body.cep.replace(/\D/g, '') || postalCode,
      type: thoroughfare === null ? 'locality' : 'street',
      thoroughfare,
      neighborhood: blankToNull(body.neighborhood),
      locality: body.city,
      state: body.state,
      point: pointOf(body.location?.coordinates),
    };
  }
}
