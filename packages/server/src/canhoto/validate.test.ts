import { describe, expect, it } from 'vitest';
import { buildEventXml } from './build-event';
import { readCertificate } from './certificate';
import { AUTHOR_CNPJ, EVENT_INPUTS } from './event-fixtures';
import { EVENT_KINDS } from './event-input';
import { signEvent } from './sign';
import { makeThrowawayCertificate } from './throwaway-certificate';
import { validateEvent } from './validate';

const made = makeThrowawayCertificate({ cnpj: AUTHOR_CNPJ });
const certificate = readCertificate(made.pkcs12, made.password);

describe('validateEvent', () => {
  it.each(EVENT_KINDS)('accepts the built %s event by the official XSDs (before signing)', async (kind) => {
    const { xml } = buildEventXml(EVENT_INPUTS[kind]);
    expect(await validateEvent(xml, kind, { unsigned: true })).toEqual({ ok: true });
  });

  it.each(EVENT_KINDS)('accepts the %s event signed as SEFAZ requires, signature included', async (kind) => {
    const { xml, id } = buildEventXml(EVENT_INPUTS[kind]);
    expect(await validateEvent(signEvent(xml, id, certificate), kind)).toEqual({ ok: true });
  });

  it('requires the signature unless told the event is not signed yet', async () => {
    const { xml } = buildEventXml(EVENT_INPUTS['nfe-delivery']);
    const result = await validateEvent(xml, 'nfe-delivery');
    expect(result).toEqual({
      ok: false,
      errors: [
        "eventoEntregaNFe_v1.00.xsd, linha 1: Element 'evento': Missing child element(s). Expected is ( Signature ).",
      ],
    });
  });

  it('names the element the NF-e layout refuses', async () => {
    const { xml } = buildEventXml(EVENT_INPUTS['nfe-delivery']);
    const broken = xml.replace(/<latGPS>[^<]*<\/latGPS>/, '<latGPS>-23.55</latGPS>');
    const result = await validateEvent(broken, 'nfe-delivery', { unsigned: true });
    expect(result.ok).toBe(false);
    expect(result.ok || result.errors.join('\n')).toMatch(
      /eventoEntregaNFe_v1\.00\.xsd, linha 1: Element 'latGPS'.*'-23\.55'/,
    );
  });

  it("checks the CT-e event inside detEvento against its own schema, which the envelope's leaves unchecked", async () => {
    const { xml } = buildEventXml(EVENT_INPUTS['cte-delivery']);
    const broken = xml.replace(
      /<hashEntrega>[^<]*<\/hashEntrega>/,
      '<hashEntrega>bm90IGEgc2hhMQ==</hashEntrega>',
    );
    const result = await validateEvent(broken, 'cte-delivery', { unsigned: true });
    expect(result.ok).toBe(false);
    const errors = result.ok ? [] : result.errors;
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^evCECTe_v4\.00\.xsd, linha 1: Element 'hashEntrega'/);
  });

  it('refuses an event validated as another kind', async () => {
    const { xml } = buildEventXml(EVENT_INPUTS['cte-delivery']);
    const result = await validateEvent(xml, 'cte-failure', { unsigned: true });
    expect(result.ok).toBe(false);
    const errors = result.ok ? [] : result.errors;
    expect(errors).toContain('tpEvento 110180 não é o do evento 110190 (Insucesso na Entrega do CT-e)');
    expect(errors.some((error) => error.startsWith('evIECTe_v4.00.xsd'))).toBe(true);
  });

  it('says so when the XML is not well formed', async () => {
    const result = await validateEvent('<eventoCTe><infEvento></eventoCTe>', 'cte-delivery');
    expect(result.ok).toBe(false);
    expect(result.ok || result.errors[0]).toMatch(/^XML malformado/);
  });
});
