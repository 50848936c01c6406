import type { Rng } from './prng';

const digits = (rng: Rng, count: number) => Array.from({ length: count }, () => rng.int(0, 9)).join('');

/** Mod-11 check digit with weights 2..9 from the right (NF-e access keys). */
export function mod11(body: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = body.length - 1; i >= 0; i--) {
    sum += Number(body[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** CNPJ check digit; letters (alphanumeric CNPJ, IN RFB 2.229/2024) count as their char code − 48. */
function cnpjDigit(body: string): number {
  const weights =
    body.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const sum = weights.reduce((acc, w, i) => acc + w * (body.charCodeAt(i) - 48), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** A CNPJ from its first 12 characters (digits, or letters and digits), check digits added. */
export function cnpjWithCheckDigits(base12: string): string {
  if (!/^[0-9A-Z]{12}$/.test(base12)) throw new RangeError(`base de CNPJ inválida: ${base12}`);
  const first = cnpjDigit(base12);
  return `${base12}${first}${cnpjDigit(`${base12}${first}`)}`;
}

/** A valid CNPJ (digits only) for an 8-digit company root, head office '0001'. */
export const cnpjFor = (root8: string): string => cnpjWithCheckDigits(`${root8}0001`);

/** A valid CPF from its first 9 digits. */
export function cpfWithCheckDigits(body9: string): string {
  const dv = (b: string) => {
    const sum = [...b].reduce((acc, d, i) => acc + Number(d) * (b.length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = dv(body9);
  return `${body9}${first}${dv(`${body9}${first}`)}`;
}

export const randomCpf = (rng: Rng): string => cpfWithCheckDigits(digits(rng, 9));

/** An NF-e access key (model 55, São Paulo) with a valid check digit. */
export function nfeAccessKey(cnpj: string, issuedAt: Date, invoiceNumber: number, rng: Rng): string {
  const yymm = `${String(issuedAt.getUTCFullYear() % 100).padStart(2, '0')}${String(issuedAt.getUTCMonth() + 1).padStart(2, '0')}`;
  const body = `35${yymm}${cnpj}55001${String(invoiceNumber).padStart(9, '0')}1${digits(rng, 8)}`;
  return `${body}${mod11(body)}`;
}

/** A Mercosul plate, 'ABC1D23'. */
export function randomPlate(rng: Rng): string {
  const letter = () => String.fromCharCode(65 + rng.int(0, 25));
  return `${letter()}${letter()}${letter()}${rng.int(0, 9)}${letter()}${rng.int(0, 9)}${rng.int(0, 9)}`;
}

export const randomDigits = digits;
