// Side-effect entry: registers <box-profile> and <box-registered-accounts> unless the page already has them.
import { defineElement } from '@box/ui';
import { PROFILE_TAG, ProfileElement, REGISTERED_ACCOUNTS_TAG, RegisteredAccountsElement } from './element';

defineElement(PROFILE_TAG, ProfileElement);
defineElement(REGISTERED_ACCOUNTS_TAG, RegisteredAccountsElement);
