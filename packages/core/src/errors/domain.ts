import type { ApiErrorReason } from '../schemas/errors';
import type { MerchandiseErrorKind } from './kinds';

/**
 * Every failure the screens tell the user about (SPEC §8), as data: the API outcome is mapped to one of these,
 * and `messageFor` turns it into pt-BR text. Keeping the two steps apart lets a screen react to the kind
 * (open the finance form, offer a retry) without parsing messages.
 */
export type DomainError =
  // Merchandise rows (SPEC §8 merchandise errors)
  | { kind: Exclude<MerchandiseErrorKind, 'DuplicateProductCode'> }
  | { kind: 'DuplicateProductCode'; position: number }
  // Spot submit and batch (SPEC §8 spot submit mapping and translated messages)
  | { kind: 'EstimateNoLongerValid'; minutes: number }
  | { kind: 'ValidationError'; reasons: ApiErrorReason[] }
  | { kind: 'MissingFinancialInfo'; status: 400 }
  | { kind: 'BlockedCustomer'; status: 403 }
  | { kind: 'NoPricingRule'; vehicleType: string | null }
  | { kind: 'UsersNotFound'; emails: string[] }
  | { kind: 'WarehousesNotFound'; warehouses: { name: string; customerId: number }[] }
  | { kind: 'UnknownError'; status: number }
  | { kind: 'EstimateFailed' }
  // Session and loading
  | { kind: 'SessionExpired' }
  /** `status`: the HTTP status (0: no response), null when a 200 brought something other than the list. */
  | { kind: 'MonitoringLoadFailed'; status: number | null }
  | { kind: 'BillingLoadFailed' }
  | { kind: 'TrackingUnavailable' }
  | { kind: 'ProofNotFound' }
  // Forms
  | { kind: 'FinanceInfoValidation' }
  | { kind: 'FinanceInfoUpdateFailed' }
  | { kind: 'PodEmailInvalid' }
  | { kind: 'PodEmailFailed' }
  | { kind: 'PasswordUpdateFailed'; serverMessage: string | null }
  | { kind: 'WarehouseNameInUse' }
  | { kind: 'PostalCodeNotFound' }
  | { kind: 'AddressIncomplete' }
  | { kind: 'RecipientsSaveFailed' }
  | { kind: 'RatingFailed' }
  | { kind: 'NotEnoughData' }
  // Super batch and account
  | { kind: 'SuperBatchNotAllowed' }
  | { kind: 'SuperBatchHasProblems' }
  | { kind: 'AccountInactive' }
  | { kind: 'AccountBlocked' }
  | { kind: 'InvalidRequestMode' };

export type DomainErrorKind = DomainError['kind'];

/** The pt-BR text of a domain error; `report` marks those SPEC §8 sends to error reporting. */
export interface ErrorMessage {
  title: string;
  message: string;
  report: boolean;
}
