// Side-effect free: importing this registers nothing (see ./define for the tag).

export { photosPerPage } from './carousel/photosPerPage';
export { PROOF_OF_DELIVERY_TAG, ProofOfDeliveryElement } from './element';
export type {
  BoxProofOfDeliveryAttributes,
  BoxProofOfDeliveryElement,
  BoxProofOfDeliveryEventMap,
} from './elements.generated';
export { DEFAULT_API_BASE, ProofOfDelivery, type ProofOfDeliveryProps } from './ProofOfDelivery';
