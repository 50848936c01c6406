import { POSTAL_CODE_LENGTH } from '../catalogues/constants';
import { fail, ok, type Result } from './result';

export const CEP_MESSAGES = {
  length: 'O CEP deve ter 8 dígitos.',
  notFound: 'O CEP procurado não foi encontrado.',
  incomplete: 'Endereço incompleto. Você pode optar por inserir o endereço completo ou CEP + número.',
} as const;

export const isValidCep = (value: string) => /^\d{5}-?\d{3}$/.test(value.trim());

/** '01310100' or '01310-100' → '01310100'; anything else fails with the 8-digit message. */
export function validateCep(value: string): Result<string, 'InvalidCep'> {
  return isValidCep(value) ? ok(value.replace(/\D/g, '')) : fail('InvalidCep', CEP_MESSAGES.length);
}

/**
 * SPEC §5 address finder: 'NNNNN-NNN' or 'NNNNNNNN', optionally followed by a comma and/or spaces and a
 * number ('01310-100, 1578'). Returns the CEP digits and the number (null when absent), or null when the text
 * is not a CEP search (then it is a free-text address).
 */
export function parseCepSearch(input: string): { postalCode: string; number: string | null } | null {
  const match = /^\s*(\d{5})-?(\d{3})(?:\s*,\s*|\s+)?([0-9A-Za-z/-]+)?\s*$/.exec(input);
  if (!match) return null;
  return { postalCode: `${match[1]}${match[2]}`, number: match[3] ?? null };
}

/** The `search` value of GET /locations: 'CEP:number'. */
export const locationSearch = (postalCode: string, number: string | null) =>
  `${postalCode.replace(/\D/g, '')}:${(number ?? '').trim()}`;

/**
 * SPEC §5 autocomplete: a 5-digit postal code gets '000' appended; 8 digits are kept; any other length is
 * emptied.
 */
export function normalizeAutocompleteCep(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length === 5) return `${digits}000`;
  return digits.length === POSTAL_CODE_LENGTH ? digits : '';
}

/**
 * SPEC §5: an address that has a geolocation but no street and number counts as incomplete (the CEP covers a
 * whole town, so the point is its centre, not the door).
 */
export function isAddressComplete(location: {
  address: { thoroughfare: string | null };
  geolocation: unknown;
  number?: string | null;
}): boolean {
  if (location.geolocation === null || location.geolocation === undefined) return false;
  return !!location.address.thoroughfare?.trim() && !!(location.number ?? '').trim();
}
