// Side-effect entry: registers <box-spot-wizard> unless the page already has it.
import { defineElement } from '@box/ui';
import { SPOT_WIZARD_TAG, SpotWizardElement } from './element';

defineElement(SPOT_WIZARD_TAG, SpotWizardElement);
