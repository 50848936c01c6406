import { validateAccessKey } from '@box/core/rules';
import type { Addressee, CargoMeasurements } from '@box/core/schemas';
import { unreadable } from './errors';
import { attribute, child, text, type XmlNode } from './xml-node';

/**
 * The document's access key: the Id attribute of infNFe/infCte ('NFe'/'CTe' + 44) and, in a processed file,
 * the protocol's chNFe/chCTe. Both must agree, pass core's check (mod-11 DV; alphanumeric CNPJ allowed) and
 * carry the expected model.
 */
export function accessKeyOf(options: {
  info: XmlNode;
  idPrefix: 'NFe' | 'CTe';
  protocolKey: string | undefined;
  model: '55' | '57';
  number: string;
}): string {
  const id = attribute(options.info, 'Id');
  const fromId = id?.startsWith(options.idPrefix) ? id.slice(options.idPrefix.length) : undefined;
  if (fromId && options.protocolKey && fromId !== options.protocolKey) {
    throw unreadable('A chave de acesso do protocolo não é a do documento.');
  }
  const key = fromId ?? options.protocolKey;
  if (!key) throw unreadable('O XML não tem a chave de acesso.');
  const checked = validateAccessKey(key);
  if (!checked.ok || checked.value.key !== key) throw unreadable('A chave de acesso do XML é inválida.');
  if (checked.value.model !== options.model) {
    throw unreadable('O modelo da chave de acesso não corresponde ao documento.');
  }
  if (checked.value.number !== Number(options.number)) {
    throw unreadable('O número do documento não corresponde à chave de acesso.');
  }
  return key;
}

export function requireLayout400(info: XmlNode, what: string) {
  if (attribute(info, 'versao') !== '4.00') throw unreadable(`Somente ${what} no layout 4.00 é aceito.`);
}

const digitsOnly = (value: string | undefined) => value?.replace(/\D/g, '') ?? '';

/**
 * The recipient (dest) with its address. NF-e puts the phone inside enderDest, CT-e directly in dest:
 * `phoneIn` says where.
 */
export function addresseeOf(dest: XmlNode | undefined, phoneIn: 'address' | 'party'): Addressee {
  const address = child(dest, 'enderDest');
  const name = text(dest, 'xNome');
  if (!dest || !name || !address) throw unreadable('O XML não tem o destinatário com endereço.');
  const cnpj = text(dest, 'CNPJ');
  const phone = digitsOnly(text(phoneIn === 'address' ? address : dest, 'fone'));
  return {
    name,
    phoneNumber: phone === '' ? null : phone,
    email: text(dest, 'email') ?? null,
    isLegalPerson: cnpj !== undefined,
    nationalDocument: (cnpj ?? text(dest, 'CPF') ?? text(dest, 'idEstrangeiro') ?? '').toUpperCase(),
    address: {
      postalCode: digitsOnly(text(address, 'CEP')),
      thoroughfare: text(address, 'xLgr') ?? '',
      number: text(address, 'nro') ?? '',
      complement: text(address, 'xCpl') ?? null,
      neighborhood: text(address, 'xBairro') ?? '',
      locality: text(address, 'xMun') ?? '',
      state: text(address, 'UF') ?? '',
    },
  };
}

/** Kilograms with grams precision; sums of decimals would otherwise carry binary noise. */
export const kilograms = (value: number) => Math.round(value * 1000) / 1000;

export const noMeasurements: CargoMeasurements = { grossWeightInKg: null, volumesCount: null };
