import { describe, expect, it } from 'vitest';
import { buildEventXml } from './build-event';
import { AUTHOR_CNPJ, CTE_KEY, NFE_KEY, PROOF_IMAGE } from './event-fixtures';
import {
  cteProtocolOf,
  eventInputOf,
  failureOf,
  issuerCnpjOf,
  type ProofEventFacts,
} from './event-from-proof';
import { proofHash } from './proof-hash';

const facts: ProofEventFacts = {
  kind: 'nfe-delivery',
  accessKey: NFE_KEY,
  sequence: 1,
  timeFinish: new Date('2026-11-20T17:30:00Z'),
  recipientName: 'Maria das Graças Souza',
  recipientIdentifier: 'RG 12345678',
  statusMessage: 'Entregue ao destinatário',
  latitude: -23.55,
  longitude: -46.63,
  signature: `data:image/png;base64,${Buffer.from(PROOF_IMAGE).toString('base64')}`,
  picture: null,
  cancelsProtocol: null,
  fiscalXml: null,
};
const context = {
  environment: 'homologacao',
  issuedAt: new Date('2026-11-20T17:40:00Z'),
  demo: false,
} as const;

describe('eventInputOf', () => {
  it("makes the NF-e's issuer the author and hashes the stored signature image", () => {
    const input = eventInputOf(facts, context);
    expect(issuerCnpjOf(NFE_KEY)).toBe(AUTHOR_CNPJ);
    expect(input.authorCnpj).toBe(AUTHOR_CNPJ);
    expect(input.receiver).toEqual({ name: 'Maria das Graças Souza', document: 'RG 12345678' });
    const { xml } = buildEventXml(input);
    expect(xml).toContain(`<hashComprovante>${proofHash(NFE_KEY, PROOF_IMAGE)}</hashComprovante>`);
  });

  it("takes a CT-e's authorisation protocol from its XML; demo mode invents one, otherwise the build refuses", () => {
    const cte = { ...facts, kind: 'cte-delivery' as const, accessKey: CTE_KEY };
    const stored =
      '<cteProc><CTe/><protCTe versao="4.00"><infProt><nProt>141260000054321</nProt></infProt></protCTe></cteProc>';
    expect(cteProtocolOf(stored)).toBe('141260000054321');
    expect(eventInputOf({ ...cte, fiscalXml: stored }, context).documentProtocol).toBe('141260000054321');
    expect(eventInputOf(cte, { ...context, demo: true }).documentProtocol).toMatch(/^141\d{12}$/);
    expect(() => buildEventXml(eventInputOf(cte, context))).toThrow(/Protocolo de autorização do CT-e/);
  });

  it("names a failed CT-e delivery's reason by the layout's codes", () => {
    expect(failureOf('Destinatário ausente')).toEqual({ reasonCode: 1 });
    expect(failureOf('Recusado pelo destinatário')).toEqual({ reasonCode: 2 });
    expect(failureOf('Endereço não localizado')).toEqual({ reasonCode: 3 });
    expect(failureOf('Chuva')).toEqual({ reasonCode: 4, reasonText: 'Entrega não realizada: Chuva' });
  });
});
