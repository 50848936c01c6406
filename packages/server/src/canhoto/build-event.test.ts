import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { buildEventXml, EVENT_TYPES, EventInputError, eventId } from './build-event';
import { AUTHOR_CNPJ, CTE_KEY, EVENT_INPUTS, NFE_KEY, PROOF_IMAGE } from './event-fixtures';
import { type DeliveryEventInput, EVENT_KINDS } from './event-input';
import { proofHash } from './proof-hash';

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false });
const read = (xml: string) => parser.parse(xml);

function problemsOf(input: DeliveryEventInput): readonly string[] {
  try {
    buildEventXml(input);
  } catch (error) {
    if (error instanceof EventInputError) return error.problems;
    throw error;
  }
  throw new Error('the event was built');
}

describe('buildEventXml', () => {
  it('gives each kind its root, tpEvento and the Id its signature references', () => {
    for (const kind of EVENT_KINDS) {
      const { xml, id } = buildEventXml(EVENT_INPUTS[kind]);
      const document = read(xml);
      const root = kind.startsWith('nfe') ? document.evento : document.eventoCTe;
      expect(root.infEvento['@_Id']).toBe(id);
      expect(root.infEvento.tpEvento).toBe(EVENT_TYPES[kind].code);
      expect(xml).not.toMatch(/>\s+</);
    }
  });

  it('forms the Id as "ID" + tpEvento + key + sequence padded to the layout (NF-e 2 digits, CT-e 3)', () => {
    const nfe = buildEventXml({ ...EVENT_INPUTS['nfe-delivery'], sequence: 7 });
    expect(nfe.id).toBe(`ID110130${NFE_KEY}07`);
    expect(nfe.id).toMatch(/^ID\d{52}$/);
    expect(read(nfe.xml).evento.infEvento.nSeqEvento).toBe('7');
    const cte = buildEventXml({ ...EVENT_INPUTS['cte-delivery'], sequence: 7 });
    expect(cte.id).toBe(`ID110180${CTE_KEY}007`);
    expect(cte.id).toMatch(/^ID\d{53}$/);
    expect(eventId('cte-failure', CTE_KEY, 12)).toBe(`ID110190${CTE_KEY}012`);
  });

  it('writes the NF-e delivery with the Ambiente Nacional as receiver and the issuer as author', () => {
    const info = read(buildEventXml(EVENT_INPUTS['nfe-delivery']).xml).evento.infEvento;
    expect(info).toMatchObject({
      cOrgao: '91',
      tpAmb: '2',
      CNPJ: AUTHOR_CNPJ,
      chNFe: NFE_KEY,
      dhEvento: '2026-11-20T14:42:05-03:00',
      verEvento: '1.00',
    });
    expect(info.detEvento).toMatchObject({
      '@_versao': '1.00',
      descEvento: 'Comprovante de Entrega da NF-e',
      cOrgaoAutor: '35',
      tpAutor: '1',
      dhEntrega: '2026-11-20T14:30:00-03:00',
      nDoc: '123.456.789-09',
      xNome: 'Maria das Graças Souza',
      latGPS: '-23.550520',
      longGPS: '-46.633308',
      hashComprovante: proofHash(NFE_KEY, PROOF_IMAGE),
      dhHashComprovante: '2026-11-20T14:42:05-03:00',
    });
  });

  it('writes the CT-e delivery in its key state, with the CT-e protocol and the NF-e delivered', () => {
    const info = read(buildEventXml({ ...EVENT_INPUTS['cte-delivery'], environment: 'producao' }).xml)
      .eventoCTe.infEvento;
    expect(info).toMatchObject({ cOrgao: '41', tpAmb: '1', chCTe: CTE_KEY });
    expect(info.detEvento['@_versaoEvento']).toBe('4.00');
    expect(info.detEvento.evCECTe).toMatchObject({
      nProt: '141260000054321',
      hashEntrega: proofHash(CTE_KEY, PROOF_IMAGE),
      infEntrega: { chNFe: NFE_KEY },
    });
  });

  it('sends the justification of a failure only for reason 4, and no hash without an image', () => {
    const failure = {
      ...EVENT_INPUTS['cte-failure'],
      image: undefined,
      failure: { reasonCode: 2 as const, reasonText: 'ignorada' },
    };
    const detail = read(buildEventXml(failure).xml).eventoCTe.infEvento.detEvento.evIECTe;
    expect(detail.tpMotivo).toBe('2');
    expect(detail).not.toHaveProperty('xJustMotivo');
    expect(detail).not.toHaveProperty('hashTentativaEntrega');
    expect(detail).not.toHaveProperty('nTentativa');
  });

  it('escapes markup in what people typed, which reads back as typed, and cuts a long name at the layout limit', () => {
    const name = `Ana <b>&</b> "Zé" ${'x'.repeat(80)}`;
    const input = { ...EVENT_INPUTS['nfe-delivery'], receiver: { name, document: 'RG 12.345 <SSP>' } };
    const { xml } = buildEventXml(input);
    expect(xml).toContain('<xNome>Ana &lt;b&gt;&amp;&lt;/b&gt; &quot;Zé&quot; x');
    const detail = read(xml).evento.infEvento.detEvento;
    expect(detail.xNome).toHaveLength(60);
    expect(detail.nDoc).toBe('RG 12.345 <SSP>');
  });

  it('leaves the position out when the proof has none', () => {
    const { xml } = buildEventXml({ ...EVENT_INPUTS['cte-delivery'], place: undefined });
    expect(xml).not.toContain('<latitude>');
  });

  it('refuses a key of the other document, with every problem in pt-BR', () => {
    expect(problemsOf({ ...EVENT_INPUTS['nfe-delivery'], accessKey: CTE_KEY })).toEqual([
      'A chave de acesso não é de NF-e (modelo 55)',
    ]);
    const problems = problemsOf({
      ...EVENT_INPUTS['cte-delivery'],
      accessKey: `${CTE_KEY.slice(0, 43)}0`,
      authorCnpj: '11222333000180',
      sequence: 1000,
      documentProtocol: '123',
      image: undefined,
      receiver: { name: 'A', document: '1' },
      place: { latitude: -91, longitude: 0 },
    });
    expect(problems).toEqual([
      'Chave de acesso inválida',
      'CNPJ do autor do evento inválido',
      'Sequência do evento deve ser de 1 a 999',
      'Protocolo de autorização do CT-e deve ter 15 ou 17 dígitos',
      'Documento do recebedor deve ter de 2 a 20 caracteres',
      'Nome do recebedor deve ter de 2 a 60 caracteres',
      'Posição da entrega fora dos limites de latitude e longitude',
      'A imagem do comprovante é obrigatória',
    ]);
  });

  it('refuses what each layout forbids: NF-e sequence 21, a failure with no reason or a short justification', () => {
    expect(problemsOf({ ...EVENT_INPUTS['nfe-delivery'], sequence: 21 })).toEqual([
      'Sequência do evento deve ser de 1 a 20',
    ]);
    expect(problemsOf({ ...EVENT_INPUTS['cte-failure'], failure: undefined })).toEqual([
      'Motivo do insucesso inválido',
    ]);
    expect(
      problemsOf({
        ...EVENT_INPUTS['cte-failure'],
        failure: { reasonCode: 4, reasonText: 'curta', attempt: 0 },
      }),
    ).toEqual([
      'Número da tentativa deve ser de 1 a 999',
      'Justificativa do insucesso deve ter de 15 a 256 caracteres',
    ]);
    expect(problemsOf({ ...EVENT_INPUTS['nfe-delivery-cancel'], cancels: undefined })).toEqual([
      'Protocolo do evento cancelado deve ter 15 ou 17 dígitos',
    ]);
  });

  it('refuses an event dated before the delivery it proves', () => {
    const input = EVENT_INPUTS['nfe-delivery'];
    expect(problemsOf({ ...input, issuedAt: new Date(input.at.getTime() - 1000) })).toEqual([
      'A data do evento não pode ser anterior à da entrega',
    ]);
  });
});
