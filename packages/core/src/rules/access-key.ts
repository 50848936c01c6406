import { fail, ok, type Result } from './result';

/**
 * NF-e/CT-e access key (chave de acesso), DESIGN §3:
 *   cUF(2) AAMM(4) CNPJ(14) mod(2) serie(3) nNF(9) tpEmis(1) cNF(8) cDV(1)  = 44 characters.
 * Since the alphanumeric CNPJ (IN RFB 2.229/2024, in keys from July 2026) the issuer's first 12 characters
 * (key positions 7–18) may be letters A–Z; its two check digits (19–20) and everything else stay digits.
 */
export const ACCESS_KEY_PATTERN = /^\d{6}[0-9A-Z]{12}\d{26}$/;

/** IBGE codes of the 27 federative units, the only valid cUF. */
// biome-ignore format: one row per region reads better
export const UF_CODES: readonly string[] = [
  '11', '12', '13', '14', '15', '16', '17',
  '21', '22', '23', '24', '25', '26', '27', '28', '29',
  '31', '32', '33', '35',
  '41', '42', '43',
  '50', '51', '52', '53',
];

/** SPEC §4: the model at positions 21–22 (1-based; the spec's "20-21" counts from 0) names the document. */
export const ACCESS_KEY_MODELS = { '55': 'NF-e', '57': 'CT-e', '94': 'Minuta' } as const;
export type AccessKeyDocumentType = (typeof ACCESS_KEY_MODELS)[keyof typeof ACCESS_KEY_MODELS] | 'unknown';

/** Character value for the check digit: char code − 48, so '0'..'9' → 0..9 and 'A'..'Z' → 17..42. */
const charValue = (ch: string) => ch.charCodeAt(0) - 48;

/**
 * Mod-11 check digit of the first 43 characters: weights 2..9 from the right, cycling; DV = 0 when the
 * remainder is 0 or 1, else 11 − remainder.
 */
export function accessKeyCheckDigit(first43: string): number {
  if (!/^[0-9A-Z]{43}$/.test(first43)) throw new RangeError('a base da chave deve ter 43 caracteres');
  let sum = 0;
  let weight = 2;
  for (let i = first43.length - 1; i >= 0; i--) {
    sum += charValue(first43[i] as string) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/** Spaces, dots and dashes of a printed key removed, letters upper-cased. */
export const normalizeAccessKey = (input: string) => input.replace(/[\s.\-/]/g, '').toUpperCase();

/** The document kind from the model digits, whether or not the rest of the key is valid. */
export function accessKeyDocumentType(key: string): AccessKeyDocumentType {
  const model = normalizeAccessKey(key).slice(20, 22);
  return ACCESS_KEY_MODELS[model as keyof typeof ACCESS_KEY_MODELS] ?? 'unknown';
}

/**
 * Whether a merchandise code has the shape of an access key (44 characters in the key's layout), so the
 * wizard looks it up as a fiscal document. Whether it is a valid one is `validateAccessKey`'s job.
 */
export const looksLikeAccessKey = (code: string) => ACCESS_KEY_PATTERN.test(normalizeAccessKey(code));

export interface AccessKeyInfo {
  key: string;
  uf: string;
  year: number;
  month: number;
  /** 14 characters; alphanumeric issuers have letters in the first 12. */
  issuerCnpj: string;
  model: string;
  documentType: AccessKeyDocumentType;
  series: number;
  number: number;
  emissionType: number;
  numericCode: string;
  checkDigit: number;
}

export const INVALID_ACCESS_KEY_MESSAGE = 'Chave de acesso inválida';

/** Full check: layout, known cUF, month 01–12 and the check digit. */
export function validateAccessKey(input: string): Result<AccessKeyInfo, 'InvalidKey'> {
  const key = normalizeAccessKey(input);
  const invalid = fail('InvalidKey', INVALID_ACCESS_KEY_MESSAGE);
  if (!ACCESS_KEY_PATTERN.test(key)) return invalid;
  const uf = key.slice(0, 2);
  const month = Number(key.slice(4, 6));
  if (!UF_CODES.includes(uf) || month < 1 || month > 12) return invalid;
  const checkDigit = Number(key[43]);
  if (accessKeyCheckDigit(key.slice(0, 43)) !== checkDigit) return invalid;
  const model = key.slice(20, 22);
  return ok({
    key,
    uf,
    year: 2000 + Number(key.slice(2, 4)),
    month,
    issuerCnpj: key.slice(6, 20),
    model,
    documentType: accessKeyDocumentType(key),
    series: Number(key.slice(22, 25)),
    number: Number(key.slice(25, 34)),
    emissionType: Number(key[34]),
    numericCode: key.slice(35, 43),
    checkDigit,
  });
}

export const isValidAccessKey = (input: string) => validateAccessKey(input).ok;

export interface AccessKeyParts {
  /** IBGE cUF, default 35 (SP). */
  uf?: number | string;
  /** Issue year, 2 or 4 digits; default 2026. */
  year?: number;
  /** Issue month 1..12; default 1. */
  month?: number;
  /** Issuer CNPJ, 14 characters (mask allowed; the first 12 may be letters). */
  cnpj: string;
  /** Model, default '55' (NF-e); '57' CT-e, '94' Minuta. */
  model?: string;
  series?: number;
  /** nNF, 1..999999999 */
  number: number;
  emissionType?: number;
  /** cNF, 8 digits; default derived from `number` so that keys of one seed are stable. */
  numericCode?: number | string;
}

const pad = (value: number | string, width: number, what: string) => {
  const text = String(value).padStart(width, '0');
  if (!new RegExp(`^\\d{${width}}$`).test(text)) throw new RangeError(`${what} inválido: ${value}`);
  return text;
};

/**
 * Builds a valid access key from its parts, check digit included. The server's seed and the tests make their
 * keys with it, so a key is never hand-typed wrong.
 */
export function buildAccessKey(parts: AccessKeyParts): string {
  const uf = pad(parts.uf ?? 35, 2, 'cUF');
  if (!UF_CODES.includes(uf)) throw new RangeError(`cUF inválido: ${uf}`);
  const month = parts.month ?? 1;
  if (!Number.isInteger(month) || month < 1 || month > 12) throw new RangeError(`mês inválido: ${month}`);
  const cnpj = parts.cnpj.replace(/[.\-/\s]/g, '').toUpperCase();
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj)) throw new RangeError(`CNPJ inválido: ${parts.cnpj}`);
  if (!Number.isInteger(parts.number) || parts.number < 1)
    throw new RangeError(`nNF inválido: ${parts.number}`);
  const numericCode = parts.numericCode ?? (parts.number * 7919 + 13) % 100_000_000;
  const base =
    uf +
    pad((parts.year ?? 2026) % 100, 2, 'ano') +
    pad(month, 2, 'mês') +
    cnpj +
    pad(parts.model ?? '55', 2, 'modelo') +
    pad(parts.series ?? 1, 3, 'série') +
    pad(parts.number, 9, 'nNF') +
    pad(parts.emissionType ?? 1, 1, 'tpEmis') +
    pad(numericCode, 8, 'cNF');
  return base + accessKeyCheckDigit(base);
}
