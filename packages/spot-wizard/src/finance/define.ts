// Side-effect entry: registers <box-finance-info> unless the page already has it.
import { defineElement } from '@box/ui';
import { FINANCE_INFO_TAG, FinanceInfoElement } from './element';

defineElement(FINANCE_INFO_TAG, FinanceInfoElement);
