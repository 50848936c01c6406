import { samplePod } from '../fixtures/pods';
import { MESSAGES } from '../messages';
import { podFields } from './PodDetails';

const documentOf = (recipientIdentifier: string | null) =>
  new Map(podFields(samplePod({ recipientIdentifier }))).get(MESSAGES.fields.document);

describe('podFields: the recipient document', () => {
  it('masks a bare CPF or CNPJ for display', () => {
    expect(documentOf('12345678909')).toBe('123.456.789-09');
    expect(documentOf('12345678000195')).toBe('12.345.678/0001-95');
  });

  it("shows an RG and the public page's redaction as they come, a dash when there is none", () => {
    expect(documentOf('RG 12345678')).toBe('RG 12345678');
    expect(documentOf('RG •••••678')).toBe('RG •••••678');
    expect(documentOf(null)).toBe(MESSAGES.dash);
  });
});
