// Side-effect entry: registers <box-proof-of-delivery> unless the page already has it.
import { defineElement } from '@box/ui';
import { PROOF_OF_DELIVERY_TAG, ProofOfDeliveryElement } from './element';

defineElement(PROOF_OF_DELIVERY_TAG, ProofOfDeliveryElement);
