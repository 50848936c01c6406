import { fail, ok, type Result } from './result';

/** SPEC §5, to the letter (the spec keeps this message in English). */
export const INVALID_REQUEST_MODE = 'Invalid request mode';

export type ShipmentTrackingRequest =
  | { mode: 'hash'; hash: string }
  | { mode: 'dfe'; accessKey: string; clientCode: string };

/** SPEC §5: shipment tracking needs a hash, or both access key and client code. */
export function shipmentTrackingRequest(params: {
  hash?: string | null;
  accessKey?: string | null;
  clientCode?: string | null;
}): Result<ShipmentTrackingRequest, 'InvalidRequestMode'> {
  const hash = params.hash?.trim();
  if (hash) return ok({ mode: 'hash', hash });
  const accessKey = params.accessKey?.trim();
  const clientCode = params.clientCode?.trim();
  if (accessKey && clientCode) return ok({ mode: 'dfe', accessKey, clientCode });
  return fail('InvalidRequestMode', INVALID_REQUEST_MODE);
}

/** SPEC §7 "Shareable tracking link: {origin}/r/{token}". */
export const publicOrderTrackingUrl = (origin: string, token: string) =>
  `${origin.replace(/\/$/, '')}/r/${encodeURIComponent(token)}`;
/** The recipient's public shipment page, /rr/{hash}. */
export const publicShipmentTrackingUrl = (origin: string, hash: string) =>
  `${origin.replace(/\/$/, '')}/rr/${encodeURIComponent(hash)}`;
