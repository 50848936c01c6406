// Side-effect entry: registers <box-billing-statement> unless the page already has it.
import { defineElement } from '@box/ui';
import { BILLING_STATEMENT_TAG, BillingStatementElement } from './element';

defineElement(BILLING_STATEMENT_TAG, BillingStatementElement);
