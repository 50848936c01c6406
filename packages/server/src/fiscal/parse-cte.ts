import type { CargoMeasurements, FiscalDocument } from '@box/core/schemas';
import { unreadable } from './errors';
import { accessKeyOf, addresseeOf, kilograms, noMeasurements, requireLayout400 } from './parts';
import { child, children, decimal, text, type XmlNode } from './xml-node';

/** infQ/cUnid codes of the CT-e manual. */
const UNIT = { kg: '01', ton: '02', units: '03' } as const;

/**
 * infCarga/infQ: weight from the kilogram (or ton) lines, preferring one whose tpMed says 'BRUTO' (gross)
 * when several weights are declared; volumes from the 'UNIDADE' lines.
 */
function measurementsOf(cargo: XmlNode | undefined): CargoMeasurements {
  const lines = children(cargo, 'infQ').map((q) => ({
    unit: text(q, 'cUnid'),
    kind: (text(q, 'tpMed') ?? '').toUpperCase(),
    quantity: decimal(q, 'qCarga'),
  }));
  if (lines.length === 0) return noMeasurements;
  const weights = lines
    .filter((l) => l.quantity !== undefined && (l.unit === UNIT.kg || l.unit === UNIT.ton))
    .map((l) => ({
      gross: l.kind.includes('BRUTO'),
      kg: (l.quantity ?? 0) * (l.unit === UNIT.ton ? 1000 : 1),
    }));
  const weight = (weights.find((w) => w.gross) ?? weights[0])?.kg;
  const units = lines.filter((l) => l.unit === UNIT.units && l.quantity !== undefined);
  return {
    grossWeightInKg: weight === undefined ? null : kilograms(weight),
    volumesCount: units.length === 0 ? null : Math.round(units.reduce((a, l) => a + (l.quantity ?? 0), 0)),
  };
}

/**
 * CT-e 4.00 (cteProc/CTe/infCte, or a bare CTe): the CT-e number is the merchandise code, the shipper of the
 * goods (rem) is the sender, dest the addressee, infCTeNorm/infCarga/vCarga the goods value (0 when a
 * complementary CT-e declares none).
 */
export function parseCte(cte: XmlNode, protocol: XmlNode | undefined): FiscalDocument {
  const info = child(cte, 'infCte');
  if (!info) throw unreadable('O XML não tem o grupo infCte.');
  requireLayout400(info, 'CT-e');
  const ide = child(info, 'ide');
  const number = text(ide, 'nCT');
  if (!number || text(ide, 'mod') !== '57') throw unreadable('O XML não tem a identificação do CT-e.');
  const accessKey = accessKeyOf({
    info,
    idPrefix: 'CTe',
    protocolKey: text(child(protocol, 'infProt'), 'chCTe'),
    model: '57',
    number,
  });
  const sender = text(child(info, 'rem'), 'xNome') ?? text(child(info, 'emit'), 'xNome');
  if (!sender) throw unreadable('O XML não tem o remetente do CT-e.');
  const cargo = child(child(info, 'infCTeNorm'), 'infCarga');
  return {
    code: number,
    accessKey,
    addressee: addresseeOf(child(info, 'dest'), 'party'),
    sender: { name: sender },
    shipments: { amount: decimal(cargo, 'vCarga') ?? 0 },
    cargoMeasurements: measurementsOf(cargo),
  };
}
