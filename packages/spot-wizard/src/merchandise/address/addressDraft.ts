import { POSTAL_CODE_LENGTH } from '@box/core/catalogues';
import { maskCep } from '@box/core/format';
import { isAddressComplete, parseCepSearch } from '@box/core/rules';
import type { Location, MerchandiseAddress, WarehouseAddress } from '@box/core/schemas';

/** What the address fields hold while being typed. */
export interface AddressDraft {
  /** Masked '01310-100' */
  cep: string;
  number: string;
  complement: string;
  /** Typed only when the CEP covers a whole town and the directory has no street for it. */
  street: string;
  district: string;
  /** The number is being typed on in the CEP field (see withCepInput). */
  numberFromCep?: boolean;
}

export const EMPTY_ADDRESS_DRAFT: AddressDraft = {
  cep: '',
  number: '',
  complement: '',
  street: '',
  district: '',
};

export const cepDigits = (cep: string) => cep.replace(/\D/g, '');

/** The look-up key of a draft ('CEP:number'), or null while the CEP has not 8 digits. */
export function lookupKey(draft: Pick<AddressDraft, 'cep' | 'number'>): string | null {
  const digits = cepDigits(draft.cep);
  return digits.length === POSTAL_CODE_LENGTH ? `${digits}:${draft.number.trim()}` : null;
}

/**
 * A CEP field change: 'NNNNN-NNN' or 'NNNNNNNN' followed by a comma or space and a number (SPEC §5) fills the
 * number too; anything else is masked as a CEP.
 */
export function withCepInput(draft: AddressDraft, raw: string): AddressDraft {
  // Typed on after a complete CEP ('01310-100, 1578' key by key), what follows is the number.
  if (
    cepDigits(draft.cep).length === POSTAL_CODE_LENGTH &&
    raw.startsWith(draft.cep) &&
    raw.length > draft.cep.length
  ) {
    const extra = raw.slice(draft.cep.length).replace(/^[\s,]+/, '');
    // The first key after the CEP starts a new number; the next ones continue it.
    return { ...draft, number: (draft.numberFromCep ? draft.number : '') + extra, numberFromCep: true };
  }
  const search = parseCepSearch(raw);
  if (search?.number) {
    return { ...draft, cep: maskCep(search.postalCode), number: search.number, numberFromCep: false };
  }
  return { ...draft, cep: maskCep(raw), numberFromCep: false };
}

/**
 * The complete address a draft and its look-up make, or null: a geolocation, a street (the directory's or the
 * typed one) and a number are all needed (SPEC §5: a point without street and number is incomplete).
 */
export function resolvedAddress(draft: AddressDraft, location: Location | null): MerchandiseAddress | null {
  if (!location?.geolocation) return null;
  const thoroughfare = location.address.thoroughfare ?? (draft.street.trim() || null);
  const number = draft.number.trim();
  if (!isAddressComplete({ address: { thoroughfare }, geolocation: location.geolocation, number }))
    return null;
  return {
    postalCode: cepDigits(draft.cep),
    number,
    complement: draft.complement.trim() || null,
    latitude: location.geolocation.latitude,
    longitude: location.geolocation.longitude,
    thoroughfare,
    neighborhood: location.address.neighborhood ?? (draft.district.trim() || null),
    locality: location.address.locality,
    state: location.address.state,
  };
}

/** A row's address back into the fields, and the location it was resolved with (so it is not asked again). */
export function draftFromAddress(address: MerchandiseAddress | null | undefined): {
  draft: AddressDraft;
  location: Location | null;
} {
  if (!address) return { draft: EMPTY_ADDRESS_DRAFT, location: null };
  const draft: AddressDraft = {
    cep: maskCep(address.postalCode),
    number: address.number,
    complement: address.complement ?? '',
    street: '',
    district: '',
  };
  const location: Location | null =
    address.latitude !== null && address.longitude !== null && address.thoroughfare
      ? {
          address: {
            type: 'street',
            thoroughfare: address.thoroughfare,
            neighborhood: address.neighborhood,
            locality: address.locality ?? '',
            state: address.state ?? '',
            postalCode: cepDigits(address.postalCode),
          },
          geolocation: { latitude: address.latitude, longitude: address.longitude },
        }
      : null;
  return { draft, location };
}

/** A warehouse-format address (warehouses, the round trip) as a merchandise address. */
export function fromWarehouseAddress(
  address: WarehouseAddress,
  point: { latitude: number | null; longitude: number | null },
): MerchandiseAddress {
  return {
    postalCode: cepDigits(address.cep),
    number: address.number,
    complement: address.complement,
    latitude: point.latitude,
    longitude: point.longitude,
    thoroughfare: address.address || null,
    neighborhood: address.neighborhood || null,
    locality: address.city || null,
    state: address.state || null,
  };
}

/** A resolved address in the warehouse format (POST /customers/warehouses, the round trip). */
export function toWarehouseAddress(address: MerchandiseAddress): WarehouseAddress {
  return {
    address: address.thoroughfare ?? '',
    cep: maskCep(address.postalCode),
    number: address.number,
    neighborhood: address.neighborhood ?? '',
    city: address.locality ?? '',
    state: address.state ?? '',
    complement: address.complement,
  };
}

/** One line for a resolved address: 'Avenida Paulista, 1578 – Bela Vista, São Paulo/SP'. */
export function addressLine(address: MerchandiseAddress): string {
  const street = [address.thoroughfare, address.number].filter(Boolean).join(', ');
  const withComplement = address.complement ? `${street} (${address.complement})` : street;
  const place = [address.neighborhood, [address.locality, address.state].filter(Boolean).join('/')]
    .filter(Boolean)
    .join(', ');
  return [withComplement, place].filter(Boolean).join(' – ');
}
