import { MERCHANDISE_ERROR_KINDS } from '@box/core/errors';
import { errorRow, loadingRow, okRow } from './fixtures/rows';
import {
  canEditRow,
  canRefreshRow,
  canUploadXmlForRow,
  merchandiseErrorText,
  rowErrorMessage,
} from './rowRules';

describe('row rules (SPEC §4)', () => {
  it('edits ok rows and the rows completed by hand (NoGeolocationFound, NoEnoughData) only', () => {
    expect(canEditRow(okRow('A'))).toBe(true);
    expect(canEditRow(loadingRow(1))).toBe(false);
    expect(canEditRow(errorRow('A', 'NoGeolocationFound'))).toBe(true);
    expect(canEditRow(errorRow('A', 'NoEnoughData'))).toBe(true);
    expect(canEditRow(errorRow('A', 'FiscalDocumentNotFound'))).toBe(false);
  });

  it('refreshes rows in error, but not those completed by hand nor a wrong code', () => {
    expect(canRefreshRow(okRow('A'))).toBe(false);
    expect(canRefreshRow(loadingRow(1))).toBe(false);
    expect(canRefreshRow(errorRow('A', 'NetworkError'))).toBe(true);
    // A new look-up of the same data would change nothing: the row is completed in the form instead.
    expect(canRefreshRow(errorRow('A', 'NoEnoughData'))).toBe(false);
    expect(canRefreshRow(errorRow('A', 'NoGeolocationFound'))).toBe(false);
    expect(canRefreshRow(errorRow('A', 'InvalidProductCode'))).toBe(false);
  });

  it('takes an XML only for a document SEFAZ did not find', () => {
    expect(canUploadXmlForRow(errorRow('A', 'FiscalDocumentNotFound'))).toBe(true);
    expect(canUploadXmlForRow(errorRow('A', 'InvalidKey'))).toBe(false);
  });

  it('has a §8 text for every error kind', () => {
    for (const kind of MERCHANDISE_ERROR_KINDS) expect(merchandiseErrorText(kind, 3)).not.toBe('');
    expect(merchandiseErrorText('CTeRetrievalUnavailable')).toBe(
      'Para solicitações com CTe, deve ser feito o upload do arquivo XML',
    );
    expect(merchandiseErrorText('DuplicateProductCode', 3)).toBe(
      'Código repetido. Este código já está na lista, na posição 3',
    );
    expect(merchandiseErrorText('InvalidProductCode')).toBe(
      'Código inválido. O código deve conter apenas números, letras (não acentuadas) e/ou os caracteres: - * @ _',
    );
    expect(rowErrorMessage(okRow('A'))).toBeNull();
    expect(rowErrorMessage(errorRow('A', 'AddressNotFound'))).toBe('Endereço não encontrado');
  });
});
