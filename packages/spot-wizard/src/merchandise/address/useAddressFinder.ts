import { ApiError, SessionExpiredError } from '@box/core/api';
import { ADDRESS_LOOKUP_DEBOUNCE_MS } from '@box/core/catalogues';
import { addressLookupError } from '@box/core/errors';
import { CEP_MESSAGES } from '@box/core/rules';
import type { Location, MerchandiseAddress } from '@box/core/schemas';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type SpotWizardApi, spotWizardApi } from '../../api';
import {
  type AddressDraft,
  draftFromAddress,
  lookupKey,
  resolvedAddress,
  withCepInput,
} from './addressDraft';

export type AddressLookup =
  | { kind: 'idle' }
  | { kind: 'querying'; key: string }
  | { kind: 'found'; key: string; location: Location }
  | { kind: 'not-found'; key: string }
  | { kind: 'failed'; key: string };

export const ADDRESS_TEXTS = {
  cep: 'CEP',
  cepHint: 'Ex.: 01310-100 ou 01310-100, 1578',
  number: 'Número',
  complement: 'Complemento',
  street: 'Logradouro',
  district: 'Bairro',
  querying: 'Buscando endereço…',
  failed: 'Não foi possível consultar o CEP agora. Tente novamente.',
} as const;

export interface AddressFinder {
  draft: AddressDraft;
  setDraft: (next: AddressDraft) => void;
  /** A CEP field change (may carry the number: '01310-100, 1578'). */
  setCep: (raw: string) => void;
  lookup: AddressLookup;
  /** The complete, geolocated address, or null (incomplete, not found, or not looked up yet). */
  resolved: MerchandiseAddress | null;
  /** A look-up is pending (debounce running or request in flight): submit stays blocked. */
  querying: boolean;
  /** The CEP the directory covers only as a town: street and district must be typed. */
  needsStreet: boolean;
  /** The message under the CEP (not found, failed), and the incomplete-address one. */
  cepError: string | null;
  incomplete: string | null;
}

/**
 * SPEC §5 address finder: a CEP of 8 digits (with its number) is looked up at GET /locations 1 s after the
 * last change; the answer is kept only for the CEP and number it was asked for.
 */
export function useAddressFinder(initial?: MerchandiseAddress | null): AddressFinder {
  const api: Pick<SpotWizardApi, 'locations'> = spotWizardApi.useApi();
  const start = useMemo(() => draftFromAddress(initial), [initial]);
  const [draft, setDraft] = useState<AddressDraft>(start.draft);
  const startKey = lookupKey(start.draft);
  const [lookup, setLookup] = useState<AddressLookup>(
    start.location && startKey
      ? { kind: 'found', key: startKey, location: start.location }
      : { kind: 'idle' },
  );
  const key = lookupKey(draft);
  // Read, not depended on: a look-up's own answer must not start another one.
  const lookupRef = useRef(lookup);
  lookupRef.current = lookup;

  useEffect(() => {
    const known = lookupRef.current;
    if (key === null) return;
    if (known.kind !== 'idle' && known.key === key) return;
    let cancelled = false;
    setLookup({ kind: 'querying', key });
    const [postalCode = '', number = ''] = key.split(':');
    const timer = setTimeout(() => {
      api.locations({ postalCode, number, requireGeolocation: true }).then(
        (location) => {
          if (!cancelled) setLookup({ kind: 'found', key, location });
        },
        (error: unknown) => {
          if (cancelled || error instanceof SessionExpiredError) return;
          // No answer, or the directory itself failing (5xx), is not a verdict on the CEP.
          const unavailable =
            addressLookupError(error).kind === 'NetworkError' ||
            (error instanceof ApiError && error.status >= 500);
          const kind = unavailable ? 'failed' : 'not-found';
          setLookup({ kind, key });
        },
      );
    }, ADDRESS_LOOKUP_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [key, api]);

  const current = lookup.kind !== 'idle' && lookup.key === key ? lookup : null;
  const location = current?.kind === 'found' ? current.location : null;
  const resolved = resolvedAddress(draft, location);
  const needsStreet = location !== null && location.address.thoroughfare === null;
  const incomplete = location !== null && resolved === null ? CEP_MESSAGES.incomplete : null;

  return {
    draft,
    setDraft,
    setCep: (raw) => setDraft((previous) => withCepInput(previous, raw)),
    lookup,
    resolved,
    querying: key !== null && (current === null || current.kind === 'querying'),
    needsStreet,
    cepError:
      current?.kind === 'not-found'
        ? CEP_MESSAGES.notFound
        : current?.kind === 'failed'
          ? ADDRESS_TEXTS.failed
          : null,
    incomplete,
  };
}
