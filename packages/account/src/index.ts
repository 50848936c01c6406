// Side-effect free: importing this registers nothing (see ./define for the tags).

export { DEFAULT_API_BASE } from './defaults';
export { PROFILE_TAG, ProfileElement, REGISTERED_ACCOUNTS_TAG, RegisteredAccountsElement } from './element';
export type {
  BoxProfileAttributes,
  BoxProfileElement,
  BoxProfileEventMap,
  BoxRegisteredAccountsAttributes,
  BoxRegisteredAccountsElement,
  BoxRegisteredAccountsEventMap,
} from './elements.generated';
export { Profile, type ProfileProps } from './profile/Profile';
export { filterRetailers } from './registered-accounts/filterRetailers';
export {
  RegisteredAccounts,
  type RegisteredAccountsProps,
} from './registered-accounts/RegisteredAccounts';
