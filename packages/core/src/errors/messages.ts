import { FINANCE_CONTACT_EMAIL } from '../catalogues/constants';
import { isVehicleType, vehicleTypeLabel } from '../catalogues/vehicles';
import { ACCOUNT_BANNERS } from '../rules/account';
import { CEP_MESSAGES } from '../rules/cep';
import { PRODUCT_CODE_MESSAGES } from '../rules/merchandise-code';
import { SUPER_BATCH_FORBIDDEN_MESSAGE } from '../rules/permissions';
import { INVALID_REQUEST_MODE } from '../rules/tracking';
import type { DomainError, ErrorMessage } from './domain';
import { monitoringMessage } from './monitoring';
import { BILLING_LOAD_FAILED_TEXT, REQUEST_MESSAGES, TRACKING_ERROR_TEXTS } from './texts';

const msg = (title: string, message: string, report = false): ErrorMessage => ({ title, message, report });

/**
 * SPEC §8 catalogue: the pt-BR title and message of every domain error. Quoted spec texts are used to the
 * letter; where the spec gives a single text, it is the title and the message is ours.
 */
export function messageFor(error: DomainError): ErrorMessage {
  switch (error.kind) {
    // Merchandise rows
    case 'FiscalDocumentProblem':
      return msg(
        'Não foi possível usar os dados do SEFAZ',
        'Tente novamente ou envie o arquivo XML da nota.',
      );
    case 'FiscalDocumentNotFound':
      return msg(
        'Documento fiscal não encontrado',
        'Confira a chave de acesso ou envie o arquivo XML da nota.',
      );
    case 'InvalidKey':
      return msg('Chave de acesso inválida', 'Confira os 44 caracteres da chave de acesso.');
    case 'NetworkError':
      return msg('Não foi possível consultar o SEFAZ', 'Verifique sua conexão e tente novamente.');
    case 'NoGeolocationFound':
      return msg(
        'Não foi encontrado um endereço para o CEP/número',
        'Edite a mercadoria e confira o endereço.',
      );
    case 'XmlProcessingError':
      return msg('Arquivo XML inválido', 'O arquivo não é um XML de NF-e ou CT-e que possamos ler.');
    case 'InvalidFileTypeToUpload':
      return msg('Não é um arquivo XML', 'Escolha arquivos com extensão .xml.');
    case 'UploadedFileDuplicated':
      return msg('Arquivo já está na lista', 'Este arquivo já foi adicionado.');
    case 'AddressNotFound':
      return msg('Endereço não encontrado', 'Confira o CEP e o número.');
    case 'CTeRetrievalUnavailable':
      return msg(
        'Para solicitações com CTe, deve ser feito o upload do arquivo XML',
        'Envie o arquivo XML do CT-e.',
      );
    case 'NoEnoughData':
      return msg('Dados insuficientes', 'Informe a chave de acesso ou o CEP e o número da entrega.');
    case 'InvalidProductCode':
      return msg(PRODUCT_CODE_MESSAGES.invalidTitle, PRODUCT_CODE_MESSAGES.invalid);
    case 'DuplicateProductCode':
      return msg(PRODUCT_CODE_MESSAGES.duplicateTitle, PRODUCT_CODE_MESSAGES.duplicate(error.position));

    // Spot submit and batch, SPEC §8 translated messages
    case 'EstimateNoLongerValid':
      return msg(
        'Cotação desatualizada',
        `Nossa cotação é válida por apenas ${error.minutes} minuto(s). Por favor refaça sua cotação para atualizar.`,
      );
    case 'BlockedCustomer':
      return msg(
        'Solicitação bloqueada',
        `Sua conta está bloqueada para solicitações por pendências de pagamento. Entre em contato com o financeiro: ${FINANCE_CONTACT_EMAIL}.`,
      );
    case 'MissingFinancialInfo':
      return msg(
        'Dados financeiros pendentes',
        'Preencha os dados financeiros da empresa para concluir a solicitação.',
      );
    case 'NoPricingRule':
      return msg(
        'Precificação não encontrada',
        // A type outside the catalogue (a super-batch sheet may name any) is shown as written.
        `Não há precificação cadastrada para o veículo ${
          error.vehicleType
            ? isVehicleType(error.vehicleType)
              ? vehicleTypeLabel(error.vehicleType)
              : error.vehicleType
            : ''
        }`.trimEnd(),
        true,
      );
    case 'UsersNotFound':
      return msg('Usuários não encontrados', error.emails.join(', '));
    case 'WarehousesNotFound':
      return msg(
        'Armazéns não encontrados',
        error.warehouses.map((w) => `${w.name} (cliente ${w.customerId})`).join(', '),
      );
    case 'ValidationError':
      return msg('Erro de validação', error.reasons.map((r) => r.message).join('\n'), true);
    case 'UnknownError':
      return msg('Erro no servidor', 'Por favor, entre em contato com a nossa equipe de suporte.', true);
    case 'EstimateFailed':
      return msg(
        'Erro ao calcular preço',
        'Não conseguimos calcular o preço neste momento. Por favor, tente novamente em alguns instantes.',
      );

    // Session and loading
    case 'SessionExpired':
      return msg(TRACKING_ERROR_TEXTS.sessionExpiredTitle, TRACKING_ERROR_TEXTS.sessionExpiredMessage);
    case 'MonitoringLoadFailed':
      return monitoringMessage(error);
    case 'BillingLoadFailed':
      return msg(BILLING_LOAD_FAILED_TEXT.title, BILLING_LOAD_FAILED_TEXT.message);
    case 'TrackingUnavailable':
      return msg(TRACKING_ERROR_TEXTS.unavailableTitle, TRACKING_ERROR_TEXTS.unavailableMessage);
    case 'ProofNotFound':
      return msg('Infelizmente não encontramos o que está buscando', 'Comprovante ainda não disponível.');

    // Forms
    case 'FinanceInfoValidation':
      return msg(
        'Erro de validação',
        'Houve um problema no preenchimento dos campos. Por favor verifique seus dados e tente novamente.',
      );
    case 'FinanceInfoUpdateFailed':
      return msg(
        'Erro na atualização dos dados',
        'Houve um problema ao atualizar seus dados. Por favor tente novamente dentro de alguns instantes.',
      );
    case 'PodEmailInvalid':
      return msg('Erro: email inválido', 'Email inválido, por favor verique se digitou corretamente.');
    case 'PodEmailFailed':
      return msg('Erro ao enviar o email :(', REQUEST_MESSAGES.failure);
    case 'PasswordUpdateFailed':
      return msg('Falha ao atualizar a senha', error.serverMessage ?? REQUEST_MESSAGES.failure);
    case 'WarehouseNameInUse':
      return msg('Nome de armazém em uso', 'Este nome de armazém já existe. Tente outro.');
    case 'PostalCodeNotFound':
      return msg('CEP não encontrado', CEP_MESSAGES.notFound);
    case 'AddressIncomplete':
      return msg('Endereço incompleto', CEP_MESSAGES.incomplete);
    case 'RecipientsSaveFailed':
      return msg('Não foi possível salvar os destinatários.', REQUEST_MESSAGES.failure);
    case 'RatingFailed':
      return msg(TRACKING_ERROR_TEXTS.ratingFailed, REQUEST_MESSAGES.failure);
    case 'NotEnoughData':
      return msg('Falha', REQUEST_MESSAGES.notEnoughData);

    // Super batch and account
    case 'SuperBatchNotAllowed':
      return msg('Não é possível solicitar!', SUPER_BATCH_FORBIDDEN_MESSAGE);
    case 'SuperBatchHasProblems':
      return msg('Não é possível solicitar!', 'Alguma remessa está com problema.');
    case 'AccountInactive':
      return msg('Conta inativa', ACCOUNT_BANNERS.inactive);
    case 'AccountBlocked':
      return msg('Conta bloqueada', ACCOUNT_BANNERS.blocked);
    case 'InvalidRequestMode':
      return msg(INVALID_REQUEST_MODE, INVALID_REQUEST_MODE);
  }
}
