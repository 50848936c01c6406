import { buildAccessKey } from '@box/core/rules';

/**
 * Invented NF-e and CT-e 4.00 files for the demo seed, the fixtures, the tests, the e2e and the bench: well
 * formed, with valid access keys, marked as demo data (tpAmb 2 = homologação, no signature, a note saying so).
 * Issued in São Paulo (cUF 35).
 */

export interface DemoAddress {
  postalCode: string;
  thoroughfare: string;
  number: string;
  complement?: string | null;
  neighborhood: string;
  locality: string;
  state: string;
  /** IBGE municipality code; São Paulo by default. */
  cityCode?: string;
}

export interface DemoParty {
  name: string;
  /** Companies: CNPJ (14 characters, the first 12 may be letters). */
  cnpj?: string;
  /** People: CPF (11 digits). */
  cpf?: string;
  phone?: string | null;
  email?: string | null;
  address: DemoAddress;
}

export interface DemoFiscalXml {
  accessKey: string;
  xml: string;
}

const SAO_PAULO_UF = 35;
const SAO_PAULO_CITY = '3550308';
export const DEMO_NOTE = 'Documento de demonstração: dados inventados, sem valor fiscal.';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const esc = (value: string) => value.replace(/[&<>"]/g, (ch) => XML_ESCAPES[ch] ?? ch);
/** `<name>value</name>`, or nothing when the value is absent (optional elements). */
const el = (name: string, value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '' : `<${name}>${esc(String(value))}</${name}>`;
const money = (value: number) => value.toFixed(2);
const digits = (value: string) => value.replace(/\D/g, '');

/** ISO date-time with the São Paulo offset (no daylight saving since 2019), as the layouts want it. */
function saoPauloTime(instant: Date): string {
  const local = new Date(instant.getTime() - 3 * 60 * 60 * 1000);
  return `${local.toISOString().slice(0, 19)}-03:00`;
}

function partyDocument(party: DemoParty): string {
  if (party.cnpj) return el('CNPJ', party.cnpj.replace(/[.\-/\s]/g, '').toUpperCase());
  if (party.cpf) return el('CPF', digits(party.cpf));
  throw new RangeError(`${party.name}: informe CNPJ ou CPF`);
}

/** enderDest/enderEmit/enderReme content; NF-e carries the phone inside the address. */
function addressXml(address: DemoAddress, phone?: string | null): string {
  return [
    el('xLgr', address.thoroughfare),
    el('nro', address.number),
    el('xCpl', address.complement),
    el('xBairro', address.neighborhood),
    el('cMun', address.cityCode ?? SAO_PAULO_CITY),
    el('xMun', address.locality),
    el('UF', address.state),
    el('CEP', digits(address.postalCode)),
    el('cPais', '1058'),
    el('xPais', 'BRASIL'),
    el('fone', phone ? digits(phone) : null),
  ].join('');
}

/** CT-e addresses: CEP before UF, and no phone (it belongs to the party). */
function cteAddressXml(address: DemoAddress): string {
  return [
    el('xLgr', address.thoroughfare),
    el('nro', address.number),
    el('xCpl', address.complement),
    el('xBairro', address.neighborhood),
    el('cMun', address.cityCode ?? SAO_PAULO_CITY),
    el('xMun', address.locality),
    el('CEP', digits(address.postalCode)),
    el('UF', address.state),
    el('cPais', '1058'),
    el('xPais', 'BRASIL'),
  ].join('');
}

export interface DemoNfeInput {
  issuer: DemoParty & { cnpj: string };
  addressee: DemoParty;
  /** nNF */
  number: number;
  series?: number;
  issuedAt: Date;
  /** vNF, in reais. */
  amount: number;
  volumes?: number;
  grossWeightKg?: number;
  netWeightKg?: number;
  /** cNF; derived from the number by default (core's buildAccessKey). */
  numericCode?: number;
  /** With the authorization protocol (nfeProc) — what an issuer's system hands over; default true. */
  processed?: boolean;
}

/** An NF-e 4.00 of one item whose key, number, model and check digit agree. */
export function buildDemoNfe(input: DemoNfeInput): DemoFiscalXml {
  const series = input.series ?? 1;
  const accessKey = buildAccessKey({
    uf: SAO_PAULO_UF,
    year: input.issuedAt.getUTCFullYear(),
    month: input.issuedAt.getUTCMonth() + 1,
    cnpj: input.issuer.cnpj,
    model: '55',
    series,
    number: input.number,
    ...(input.numericCode !== undefined ? { numericCode: input.numericCode } : {}),
  });
  const amount = money(input.amount);
  const volumes = input.volumes ?? 1;
  const issuedAt = saoPauloTime(input.issuedAt);
  const { addressee } = input;
  const infNFe = [
    `<infNFe Id="NFe${accessKey}" versao="4.00">`,
    '<ide>',
    el('cUF', SAO_PAULO_UF),
    el('cNF', accessKey.slice(35, 43)),
    el('natOp', 'VENDA DE MERCADORIA'),
    el('mod', '55'),
    el('serie', series),
    el('nNF', input.number),
    el('dhEmi', issuedAt),
    el('tpNF', 1),
    el('idDest', 1),
    el('cMunFG', SAO_PAULO_CITY),
    el('tpImp', 1),
    el('tpEmis', 1),
    el('cDV', accessKey[43]),
    el('tpAmb', 2),
    el('finNFe', 1),
    el('indFinal', addressee.cnpj ? 0 : 1),
    el('indPres', 2),
    el('procEmi', 0),
    el('verProc', 'Box demonstração 1.0'),
    '</ide>',
    `<emit>${partyDocument(input.issuer)}${el('xNome', input.issuer.name)}<enderEmit>${addressXml(input.issuer.address, input.issuer.phone)}</enderEmit>${el('IE', 'ISENTO')}${el('CRT', 3)}</emit>`,
    `<dest>${partyDocument(addressee)}${el('xNome', addressee.name)}<enderDest>${addressXml(addressee.address, addressee.phone)}</enderDest>${el('indIEDest', 9)}${el('email', addressee.email)}</dest>`,
    '<det nItem="1"><prod>',
    el('cProd', 'DEMO-001'),
    el('cEAN', 'SEM GTIN'),
    el('xProd', 'Mercadoria de demonstração'),
    el('NCM', '94036000'),
    el('CFOP', '5102'),
    el('uCom', 'UN'),
    el('qCom', `${volumes}.0000`),
    el('vUnCom', (input.amount / volumes).toFixed(10)),
    el('vProd', amount),
    el('cEANTrib', 'SEM GTIN'),
    el('uTrib', 'UN'),
    el('qTrib', `${volumes}.0000`),
    el('vUnTrib', (input.amount / volumes).toFixed(10)),
    el('indTot', 1),
    '</prod><imposto><ICMS><ICMS40><orig>0</orig><CST>41</CST></ICMS40></ICMS>',
    '<PIS><PISNT><CST>07</CST></PISNT></PIS><COFINS><COFINSNT><CST>07</CST></COFINSNT></COFINS></imposto></det>',
    '<total><ICMSTot>',
    ['vBC', 'vICMS', 'vICMSDeson', 'vFCP', 'vBCST', 'vST', 'vFCPST', 'vFCPSTRet']
      .map((n) => el(n, '0.00'))
      .join(''),
    el('vProd', amount),
    ['vFrete', 'vSeg', 'vDesc', 'vII', 'vIPI', 'vIPIDevol', 'vPIS', 'vCOFINS', 'vOutro']
      .map((n) => el(n, '0.00'))
      .join(''),
    el('vNF', amount),
    '</ICMSTot></total>',
    '<transp>',
    el('modFrete', 0),
    '<vol>',
    el('qVol', volumes),
    el('esp', 'CAIXA'),
    el('pesoL', input.netWeightKg?.toFixed(3)),
    el('pesoB', input.grossWeightKg?.toFixed(3)),
    '</vol></transp>',
    `<pag><detPag>${el('tPag', 15)}${el('vPag', amount)}</detPag></pag>`,
    `<infAdic>${el('infCpl', DEMO_NOTE)}</infAdic>`,
    '</infNFe>',
  ].join('');
  const nfe = `<NFe xmlns="http://www.portalfiscal.inf.br/nfe">${infNFe}</NFe>`;
  const protocol = `<protNFe versao="4.00"><infProt>${el('tpAmb', 2)}${el('verAplic', 'SP_NFE_PL009_V4')}${el('chNFe', accessKey)}${el('dhRecbto', issuedAt)}${el('nProt', `1352600${String(input.number).padStart(8, '0')}`)}${el('cStat', 100)}${el('xMotivo', 'Autorizado o uso da NF-e')}</infProt></protNFe>`;
  const body =
    input.processed === false
      ? nfe
      : `<nfeProc xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00">${nfe}${protocol}</nfeProc>`;
  return { accessKey, xml: `<?xml version="1.0" encoding="UTF-8"?>\n<!-- ${DEMO_NOTE} -->\n${body}\n` };
}

export interface DemoCteInput {
  /** The carrier that issues the CT-e. */
  carrier: DemoParty & { cnpj: string };
  /** rem: the shipper of the goods. */
  sender: DemoParty;
  addressee: DemoParty;
  /** nCT */
  number: number;
  issuedAt: Date;
  /** vCarga, in reais. */
  cargoValue: number;
  /** vTPrest, in reais. */
  freight: number;
  grossWeightKg: number;
  volumes: number;
  /** NF-e keys the CT-e transports (infDoc). */
  nfeKeys?: readonly string[];
  numericCode?: number;
}

/** A road CT-e 4.00 (normal, modal 01) whose key, number, model and check digit agree. */
export function buildDemoCte(input: DemoCteInput): DemoFiscalXml {
  const accessKey = buildAccessKey({
    uf: SAO_PAULO_UF,
    year: input.issuedAt.getUTCFullYear(),
    month: input.issuedAt.getUTCMonth() + 1,
    cnpj: input.carrier.cnpj,
    model: '57',
    number: input.number,
    ...(input.numericCode !== undefined ? { numericCode: input.numericCode } : {}),
  });
  const issuedAt = saoPauloTime(input.issuedAt);
  const { sender, addressee } = input;
  const ide = [
    el('cUF', SAO_PAULO_UF),
    el('cCT', accessKey.slice(35, 43)),
    el('CFOP', '5353'),
    el('natOp', 'PRESTACAO DE SERVICO DE TRANSPORTE'),
    el('mod', '57'),
    el('serie', 1),
    el('nCT', input.number),
    el('dhEmi', issuedAt),
    el('tpImp', 1),
    el('tpEmis', 1),
    el('cDV', accessKey[43]),
    el('tpAmb', 2),
    el('tpCTe', 0),
    el('procEmi', 0),
    el('verProc', 'Box demonstração 1.0'),
    el('cMunEnv', SAO_PAULO_CITY),
    el('xMunEnv', 'SAO PAULO'),
    el('UFEnv', 'SP'),
    el('modal', '01'),
    el('tpServ', 0),
    el('cMunIni', sender.address.cityCode ?? SAO_PAULO_CITY),
    el('xMunIni', sender.address.locality),
    el('UFIni', sender.address.state),
    el('cMunFim', addressee.address.cityCode ?? SAO_PAULO_CITY),
    el('xMunFim', addressee.address.locality),
    el('UFFim', addressee.address.state),
    el('retira', 1),
    el('indIEToma', 1),
    '<toma3><toma>0</toma></toma3>',
  ].join('');
  const infQ = (unit: string, kind: string, quantity: string) =>
    `<infQ>${el('cUnid', unit)}${el('tpMed', kind)}${el('qCarga', quantity)}</infQ>`;
  const infCte = [
    `<infCte Id="CTe${accessKey}" versao="4.00">`,
    `<ide>${ide}</ide>`,
    `<compl>${el('xObs', DEMO_NOTE)}</compl>`,
    `<emit>${partyDocument(input.carrier)}${el('IE', 'ISENTO')}${el('xNome', input.carrier.name)}<enderEmit>${cteAddressXml(input.carrier.address)}</enderEmit>${el('CRT', 3)}</emit>`,
    `<rem>${partyDocument(sender)}${el('xNome', sender.name)}${el('fone', sender.phone ? digits(sender.phone) : null)}<enderReme>${cteAddressXml(sender.address)}</enderReme>${el('email', sender.email)}</rem>`,
    `<dest>${partyDocument(addressee)}${el('xNome', addressee.name)}${el('fone', addressee.phone ? digits(addressee.phone) : null)}<enderDest>${cteAddressXml(addressee.address)}</enderDest>${el('email', addressee.email)}</dest>`,
    `<vPrest>${el('vTPrest', money(input.freight))}${el('vRec', money(input.freight))}</vPrest>`,
    '<imp><ICMS><ICMS45><CST>40</CST></ICMS45></ICMS></imp>',
    '<infCTeNorm><infCarga>',
    el('vCarga', money(input.cargoValue)),
    el('proPred', 'MERCADORIAS DIVERSAS'),
    infQ('01', 'PESO BRUTO', input.grossWeightKg.toFixed(4)),
    infQ('03', 'VOLUMES', input.volumes.toFixed(4)),
    '</infCarga>',
    `<infDoc>${(input.nfeKeys ?? []).map((key) => `<infNFe>${el('chave', key)}</infNFe>`).join('')}</infDoc>`,
    `<infModal versaoModal="4.00"><rodo>${el('RNTRC', '12345678')}</rodo></infModal>`,
    '</infCTeNorm>',
    '</infCte>',
  ].join('');
  const cte = `<CTe xmlns="http://www.portalfiscal.inf.br/cte">${infCte}</CTe>`;
  const protocol = `<protCTe versao="4.00"><infProt>${el('tpAmb', 2)}${el('verAplic', 'SP-CTe-4.00')}${el('chCTe', accessKey)}${el('dhRecbto', issuedAt)}${el('nProt', `1352600${String(input.number).padStart(8, '0')}`)}${el('cStat', 100)}${el('xMotivo', 'Autorizado o uso do CT-e')}</infProt></protCTe>`;
  return {
    accessKey,
    xml: `<?xml version="1.0" encoding="UTF-8"?>\n<!-- ${DEMO_NOTE} -->\n<cteProc xmlns="http://www.portalfiscal.inf.br/cte" versao="4.00">${cte}${protocol}</cteProc>\n`,
  };
}
