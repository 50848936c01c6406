import { buildAccessKey } from '@box/core/rules';
import type { FiscalDocument } from '@box/core/schemas';
import { reply } from '@box/ui/testing/fake-api';

/** An invented issuer (demo data) and valid access keys of its notes. */
const ISSUER_CNPJ = '12345678000195';

export const accessKeyOf = (number: number, model: '55' | '57' = '55') =>
  buildAccessKey({ cnpj: ISSUER_CNPJ, number, model, year: 2026, month: 11 });

/** The answer of POST /fiscal-documents/upload-file for note `number` (demo data). */
export function fiscalDocument(number: number, model: '55' | '57' = '55'): FiscalDocument {
  return {
    code: String(number),
    accessKey: accessKeyOf(number, model),
    addressee: {
      name: `Cliente ${number} (demonstração)`,
      phoneNumber: null,
      email: null,
      isLegalPerson: true,
      nationalDocument: '11222333000181',
      address: {
        postalCode: '01310100',
        thoroughfare: 'Avenida Paulista',
        number: String(1000 + number),
        complement: null,
        neighborhood: 'Bela Vista',
        locality: 'São Paulo',
        state: 'SP',
      },
    },
    sender: { name: 'Mercado Exemplo Ltda (demonstração)' },
    shipments: { amount: 150 + number },
    cargoMeasurements: { grossWeightInKg: 12.5, volumesCount: 2 },
  };
}

/** An XML file as the browser hands it over. */
export const xmlFile = (name: string, content = `<nfeProc versao="4.00">${name}</nfeProc>`) =>
  new File([content], name, { type: 'text/xml' });

/** The file name inside a multipart body ('filename="nota.xml"'). */
export const uploadedName = (body: unknown) => /filename="([^"]*)"/.exec(String(body))?.[1] ?? '';

/**
 * A fake POST /fiscal-documents/upload-file that answers by file name (demo and test data): 'invalida…' is
 * unreadable, 'repetida…' was sent before, 'falha…' meets a server fault, 'lenta…' never answers; any other
 * name is read as the note numbered like the first number in it.
 */
export function uploadByName(request: { body: unknown }): unknown {
  const name = uploadedName(request.body);
  if (name.startsWith('invalida')) {
    return reply({ status: 422, body: { code: 'invalid_xml', message: 'XML ilegível' } });
  }
  if (name.startsWith('repetida')) {
    return reply({ status: 409, body: { code: 'UploadedFileDuplicated', message: 'Documento já enviado' } });
  }
  if (name.startsWith('falha')) {
    return reply({ status: 500, body: { code: 'internal_error', message: 'Falha interna' } });
  }
  if (name.startsWith('lenta')) return reply({ body: fiscalDocument(1), delay: 'never' });
  return fiscalDocument(Number(/\d+/.exec(name)?.[0] ?? 1));
}
