import type { DomainError } from './domain';
import { MERCHANDISE_ERROR_KINDS } from './kinds';
import { messageFor } from './messages';

describe('messageFor', () => {
  it('gives the SPEC §8 text of each merchandise error', () => {
    const titles = Object.fromEntries(
      MERCHANDISE_ERROR_KINDS.map((kind) => {
        const error = (kind === 'DuplicateProductCode' ? { kind, position: 2 } : { kind }) as DomainError;
        return [kind, messageFor(error).title];
      }),
    );
    expect(titles).toEqual({
      FiscalDocumentProblem: 'Não foi possível usar os dados do SEFAZ',
      FiscalDocumentNotFound: 'Documento fiscal não encontrado',
      InvalidKey: 'Chave de acesso inválida',
      NetworkError: 'Não foi possível consultar o SEFAZ',
      NoGeolocationFound: 'Não foi encontrado um endereço para o CEP/número',
      XmlProcessingError: 'Arquivo XML inválido',
      InvalidFileTypeToUpload: 'Não é um arquivo XML',
      UploadedFileDuplicated: 'Arquivo já está na lista',
      AddressNotFound: 'Endereço não encontrado',
      CTeRetrievalUnavailable: 'Para solicitações com CTe, deve ser feito o upload do arquivo XML',
      NoEnoughData: 'Dados insuficientes',
      InvalidProductCode: 'Código inválido',
      DuplicateProductCode: 'Código repetido',
    });
    expect(messageFor({ kind: 'DuplicateProductCode', position: 2 }).message).toBe(
      'Este código já está na lista, na posição 2',
    );
  });

  it('words the estimate, account and super batch messages as the spec does', () => {
    expect(messageFor({ kind: 'EstimateFailed' })).toEqual({
      title: 'Erro ao calcular preço',
      message:
        'Não conseguimos calcular o preço neste momento. Por favor, tente novamente em alguns instantes.',
      report: false,
    });
    expect(messageFor({ kind: 'SuperBatchHasProblems' })).toEqual({
      title: 'Não é possível solicitar!',
      message: 'Alguma remessa está com problema.',
      report: false,
    });
    expect(messageFor({ kind: 'SuperBatchNotAllowed' }).message).toBe(
      'Cliente não autorizado a fazer solicitações em lote.',
    );
    expect(messageFor({ kind: 'BlockedCustomer', status: 403 }).title).toBe('Solicitação bloqueada');
    expect(messageFor({ kind: 'RecipientsSaveFailed' }).title).toBe(
      'Não foi possível salvar os destinatários.',
    );
    expect(messageFor({ kind: 'RatingFailed' }).title).toBe('Falha ao enviar a avaliação');
    expect(messageFor({ kind: 'NotEnoughData' }).message).toBe(
      'Não temos dados suficientes para concluir esta requisição.',
    );
    expect(messageFor({ kind: 'BillingLoadFailed' })).toMatchObject({
      title: 'Ops! Ocorreu um erro',
      message: 'Tivemos um problema no carregamento do seu extrato!',
    });
  });

  it('reports exactly the errors SPEC §8 marks as reported', () => {
    const reported = (
      [
        { kind: 'NoPricingRule', vehicleType: 'VAN' },
        { kind: 'ValidationError', reasons: [] },
        { kind: 'UnknownError', status: 500 },
        { kind: 'UsersNotFound', emails: [] },
        { kind: 'EstimateNoLongerValid', minutes: 5 },
        { kind: 'BlockedCustomer', status: 403 },
      ] as DomainError[]
    ).map((e) => [e.kind, messageFor(e).report]);
    expect(reported).toEqual([
      ['NoPricingRule', true],
      ['ValidationError', true],
      ['UnknownError', true],
      ['UsersNotFound', false],
      ['EstimateNoLongerValid', false],
      ['BlockedCustomer', false],
    ]);
  });
});
