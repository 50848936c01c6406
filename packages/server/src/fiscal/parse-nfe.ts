import type { CargoMeasurements, FiscalDocument } from '@box/core/schemas';
import { unreadable } from './errors';
import { accessKeyOf, addresseeOf, kilograms, noMeasurements, requireLayout400 } from './parts';
import { child, children, decimal, text, type XmlNode } from './xml-node';

/** transp/vol: volumes summed over every vol; weight = gross (pesoB) when declared, else net (pesoL). */
function measurementsOf(transport: XmlNode | undefined): CargoMeasurements {
  const volumes = children(transport, 'vol');
  if (volumes.length === 0) return noMeasurements;
  const sum = (name: string) => {
    const values = volumes.map((vol) => decimal(vol, name)).filter((n): n is number => n !== undefined);
    return values.length === 0 ? null : values.reduce((a, b) => a + b, 0);
  };
  const count = sum('qVol');
  const weight = sum('pesoB') ?? sum('pesoL');
  return {
    grossWeightInKg: weight === null ? null : kilograms(weight),
    volumesCount: count === null ? null : Math.round(count),
  };
}

/**
 * NF-e 4.00 (nfeProc/NFe/infNFe, or a bare NFe): the document number is the merchandise code, the issuer
 * (emit) is the sender, dest is the addressee, total/ICMSTot/vNF the goods value.
 */
export function parseNfe(nfe: XmlNode, protocol: XmlNode | undefined): FiscalDocument {
  const info = child(nfe, 'infNFe');
  if (!info) throw unreadable('O XML não tem o grupo infNFe.');
  requireLayout400(info, 'NF-e');
  const ide = child(info, 'ide');
  const number = text(ide, 'nNF');
  if (!number || text(ide, 'mod') !== '55') throw unreadable('O XML não tem a identificação da NF-e.');
  const accessKey = accessKeyOf({
    info,
    idPrefix: 'NFe',
    protocolKey: text(child(protocol, 'infProt'), 'chNFe'),
    model: '55',
    number,
  });
  const sender = text(child(info, 'emit'), 'xNome');
  if (!sender) throw unreadable('O XML não tem o emitente da NF-e.');
  const amount = decimal(child(child(info, 'total'), 'ICMSTot'), 'vNF');
  if (amount === undefined) throw unreadable('O XML não tem o valor total da nota (vNF).');
  return {
    code: number,
    accessKey,
    addressee: addresseeOf(child(info, 'dest'), 'address'),
    sender: { name: sender },
    shipments: { amount },
    cargoMeasurements: measurementsOf(child(info, 'transp')),
  };
}
