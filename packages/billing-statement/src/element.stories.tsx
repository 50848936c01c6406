import { argsFromReactStory, elementMeta } from '@box/ui/stories';
import './define';
import * as react from './BillingStatement.stories';
import { billingStatementDocs } from './element';

// The custom element itself, with its attributes, properties and events documented from the same source as
// REFERENCE.md; its data come from the React stories' fake API.
// Storybook reads the title and tags from the default export's literal.
export default {
  ...elementMeta(billingStatementDocs),
  title: 'billing-statement/<box-billing-statement>',
  tags: ['autodocs'],
};

export const Element = { args: argsFromReactStory(billingStatementDocs, react.default, react.Loaded) };

/** The API answers 401 and the page does not take the event over: the element's own notice. */
export const SessionNotice = {
  args: argsFromReactStory(billingStatementDocs, react.default, react.SessionExpired),
};
