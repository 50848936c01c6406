import { argsFromReactStory, elementMeta } from '@box/ui/stories';
import './define';
import { proofOfDeliveryDocs } from './element';
import * as react from './ProofOfDelivery.stories';

// The custom element itself, with its attributes, properties and events documented from the same source as
// REFERENCE.md; its data come from the React stories' fake API.
// Storybook reads the title and tags from the default export's literal.
export default {
  ...elementMeta(proofOfDeliveryDocs),
  title: 'proof-of-delivery/<box-proof-of-delivery>',
  tags: ['autodocs'],
};

export const Element = { args: argsFromReactStory(proofOfDeliveryDocs, react.default, react.Public) };

/** The API answers 401 and the page does not take the event over: the element's own notice. */
export const SessionNotice = {
  args: argsFromReactStory(proofOfDeliveryDocs, react.default, react.SessionExpired),
};
