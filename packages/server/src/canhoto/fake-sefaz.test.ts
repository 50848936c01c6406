import { buildAccessKey } from '@box/core/rules';
import { buildEventXml } from './build-event';
import { readCertificate } from './certificate';
import { AUTHOR_CNPJ, CTE_KEY, EVENT_INPUTS, NFE_KEY } from './event-fixtures';
import type { DeliveryEventInput, EventKind } from './event-input';
import { createFakeSefaz, type FakeSefaz, fakeEventGateway, SEFAZ_CODES } from './fake-sefaz';
import { createEventGateway, type SefazEventAnswer } from './gateway';
import { signEvent } from './sign';
import { makeThrowawayCertificate } from './throwaway-certificate';

/** The fixtures' events are made on 2026-11-20 at 17:42 UTC; the fake receives them a minute later. */
const RECEIVED_AT = new Date('2026-11-20T17:43:00Z');
const validity = { notBefore: new Date('2026-01-01T00:00:00Z'), notAfter: new Date('2027-01-01T00:00:00Z') };
const author = makeThrowawayCertificate({ cnpj: AUTHOR_CNPJ, ...validity });
const certificate = readCertificate(author.pkcs12, author.password, RECEIVED_AT);

const newFake = () => createFakeSefaz({ now: () => RECEIVED_AT });

/** G1's event, changed by `edit` (before signing, so the signature itself is good), signed with `signer`. */
function signed(
  input: DeliveryEventInput,
  edit: (xml: string) => string = (xml) => xml,
  signer = certificate,
) {
  const { xml, id } = buildEventXml(input);
  const changed = edit(xml);
  return signEvent(changed, changed === xml ? id : (/Id="(ID\d+)"/.exec(changed)?.[1] ?? id), signer);
}

async function send(fake: FakeSefaz, kind: EventKind, xml: string): Promise<SefazEventAnswer> {
  return fakeEventGateway(fake).send(xml, kind, EVENT_INPUTS[kind].accessKey);
}

const rejection = (outcome: { code: number; text: string }) => ({
  status: 'rejected',
  code: outcome.code,
  message: outcome.text,
});

describe('the fake SEFAZ', () => {
  it.each(Object.keys(EVENT_INPUTS) as EventKind[])(
    'registers a good %s event with a protocol',
    async (kind) => {
      const answer = await send(newFake(), kind, signed(EVENT_INPUTS[kind]));
      const document = kind.startsWith('nfe') ? 'NF-e' : 'CT-e';
      expect(answer).toMatchObject({
        status: 'registered',
        code: 135,
        message: `Evento registrado e vinculado a ${document}`,
        registeredAt: RECEIVED_AT,
      });
      if (answer.status !== 'registered') return;
      expect(answer.protocol).toMatch(kind.startsWith('nfe') ? /^89126\d{10}$/ : /^14126\d{10}$/);
      expect(answer.answerXml).toContain(`<nProt>${answer.protocol}</nProt>`);
      expect(answer.answerXml).toContain(`<dhRegEvento>2026-11-20T14:43:00-03:00</dhRegEvento>`);
    },
  );

  it('refuses the same event twice (573) and numbers protocols in sequence', async () => {
    const fake = newFake();
    const xml = signed(EVENT_INPUTS['nfe-delivery']);
    const first = await send(fake, 'nfe-delivery', xml);
    expect(await send(fake, 'nfe-delivery', xml)).toMatchObject(rejection(SEFAZ_CODES.duplicate));
    // Another NF-e's proof: a second proof of the same NF-e would be refused while the first stands (825).
    const otherKey = buildAccessKey({
      uf: 35,
      year: 2026,
      month: 11,
      cnpj: AUTHOR_CNPJ,
      model: '55',
      number: 4322,
    });
    const next = await send(
      fake,
      'nfe-delivery',
      signed({ ...EVENT_INPUTS['nfe-delivery'], accessKey: otherKey }),
    );
    expect(first.status === 'registered' && next.status === 'registered').toBe(true);
    if (first.status === 'registered' && next.status === 'registered') {
      expect(Number(next.protocol) - Number(first.protocol)).toBe(1);
    }
  });

  it("keeps NT 2021.001's rules between an NF-e's proof and its cancellation (825, 460)", async () => {
    const fake = newFake();
    const delivery = EVENT_INPUTS['nfe-delivery'];
    const first = await send(fake, 'nfe-delivery', signed(delivery));
    if (first.status !== 'registered') throw new Error(`not registered: ${JSON.stringify(first)}`);
    const second = signed({ ...delivery, sequence: 2 });
    expect(await send(fake, 'nfe-delivery', second)).toMatchObject(rejection(SEFAZ_CODES.secondDelivery));

    const cancel = (protocol: string) =>
      signed({ ...EVENT_INPUTS['nfe-delivery-cancel'], cancels: { protocol } });
    const otherProtocol = String(Number(first.protocol) + 7);
    expect(await send(fake, 'nfe-delivery-cancel', cancel(otherProtocol))).toMatchObject(
      rejection(SEFAZ_CODES.cancelledProtocol),
    );
    expect(await send(fake, 'nfe-delivery-cancel', cancel(first.protocol))).toMatchObject({
      status: 'registered',
    });
    expect(await send(fake, 'nfe-delivery', second)).toMatchObject({ status: 'registered' });
  });

  it('refuses an event changed after it was signed (297)', async () => {
    const xml = signed(EVENT_INPUTS['cte-delivery']).replace(
      'Maria das Graças Souza',
      'Outra Pessoa da Silva',
    );
    expect(await send(newFake(), 'cte-delivery', xml)).toMatchObject(
      rejection(SEFAZ_CODES.signatureMismatch),
    );
  });

  it("refuses a signature off the standard (298): a Reference to another element than infEvento's Id", async () => {
    const xml = signed(EVENT_INPUTS['nfe-delivery']).replace(/URI="#ID\d+"/, 'URI="#outro"');
    expect(await send(newFake(), 'nfe-delivery', xml)).toMatchObject(
      rejection(SEFAZ_CODES.signatureStandard),
    );
  });

  it('leaves algorithms other than the standard to the schema (215), as the official xmldsig XSD fixes them', async () => {
    const xml = signed(EVENT_INPUTS['nfe-delivery']).replace(
      'http://www.w3.org/2000/09/xmldsig#sha1',
      'http://www.w3.org/2001/04/xmlenc#sha256',
    );
    expect(await send(newFake(), 'nfe-delivery', xml)).toMatchObject(rejection(SEFAZ_CODES.schema));
  });

  it('refuses an access key with a wrong check digit (236)', async () => {
    const wrong = NFE_KEY.slice(0, 43) + String((Number(NFE_KEY[43]) + 1) % 10);
    const xml = signed(EVENT_INPUTS['nfe-delivery'], (text) => text.replaceAll(NFE_KEY, wrong));
    expect(await send(newFake(), 'nfe-delivery', xml)).toMatchObject(rejection(SEFAZ_CODES.checkDigit));
  });

  it("refuses a key of the other model: a CT-e's key in an NF-e event (618), an NF-e's in a CT-e event (732)", async () => {
    const nfe = signed(EVENT_INPUTS['nfe-delivery'], (text) => text.replaceAll(NFE_KEY, CTE_KEY));
    expect(await send(newFake(), 'nfe-delivery', nfe)).toMatchObject(rejection(SEFAZ_CODES.nfeModel));
    const cte = signed(EVENT_INPUTS['cte-failure'], (text) => text.replaceAll(CTE_KEY, NFE_KEY));
    expect(await send(newFake(), 'cte-failure', cte)).toMatchObject(rejection(SEFAZ_CODES.cteModel));
  });

  it("refuses an author whose CNPJ is not the certificate's (213)", async () => {
    const other = makeThrowawayCertificate({ cnpj: '99888777000100', ...validity });
    const xml = signed(
      EVENT_INPUTS['cte-delivery'],
      undefined,
      readCertificate(other.pkcs12, other.password, RECEIVED_AT),
    );
    expect(await send(newFake(), 'cte-delivery', xml)).toMatchObject(rejection(SEFAZ_CODES.author));
  });

  it('refuses an event the official schema refuses (215)', async () => {
    const xml = signed(EVENT_INPUTS['nfe-delivery'], (text) => text.replace(/<xNome>[^<]*<\/xNome>/, ''));
    expect(await send(newFake(), 'nfe-delivery', xml)).toMatchObject(rejection(SEFAZ_CODES.schema));
  });

  it('refuses a produção event sent to homologação (252), and an event type of the other web service (491)', async () => {
    const production = signed({ ...EVENT_INPUTS['nfe-delivery'], environment: 'producao' });
    expect(await send(newFake(), 'nfe-delivery', production)).toMatchObject(
      rejection(SEFAZ_CODES.environment),
    );
    const cteTypeAsNfe = signed(EVENT_INPUTS['nfe-delivery'], (text) =>
      text.replace('<tpEvento>110130</tpEvento>', '<tpEvento>110180</tpEvento>'),
    );
    expect(await send(newFake(), 'nfe-delivery', cteTypeAsNfe)).toMatchObject(
      rejection(SEFAZ_CODES.eventType),
    );
  });

  it('refuses a certificate out of its validity at reception (291)', async () => {
    const expired = makeThrowawayCertificate({
      cnpj: AUTHOR_CNPJ,
      notBefore: new Date('2025-01-01T00:00:00Z'),
      notAfter: new Date('2026-06-01T00:00:00Z'),
    });
    const xml = signed(EVENT_INPUTS['nfe-delivery'], undefined, {
      ...readCertificate(expired.pkcs12, expired.password, new Date('2026-05-01T00:00:00Z')),
    });
    expect(await send(newFake(), 'nfe-delivery', xml)).toMatchObject(
      rejection(SEFAZ_CODES.certificateValidity),
    );
  });

  it('answers a message that is not XML with 243 for the lote', async () => {
    const answer = await newFake().answer('<envEvento', 'nfe');
    expect(answer).toContain('<cStat>243</cStat>');
  });
});

describe('createEventGateway', () => {
  const xml = () => signed(EVENT_INPUTS['cte-delivery']);

  it("'offline' never answers", async () => {
    const gateway = createEventGateway('offline', { fake: newFake(), certificate: null });
    expect(await gateway.send(xml(), 'cte-delivery', CTE_KEY)).toEqual({ status: 'unavailable' });
  });

  it("'unstable' gives no answer to each key's first try, then the fake's", async () => {
    const gateway = createEventGateway('unstable', { fake: newFake(), certificate: null });
    expect(await gateway.send(xml(), 'cte-delivery', CTE_KEY)).toEqual({ status: 'unavailable' });
    expect(await gateway.send(xml(), 'cte-delivery', CTE_KEY)).toMatchObject({ status: 'registered' });
  });

  it("'homologacao' and 'producao' need the account's certificate", () => {
    expect(() => createEventGateway('homologacao', { fake: newFake(), certificate: null })).toThrow(
      /certificado/,
    );
  });
});
