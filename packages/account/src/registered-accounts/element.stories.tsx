import { argsFromReactStory, elementMeta } from '@box/ui/stories';
import '../define';
import { registeredAccountsDocs } from '../element';
import * as react from './RegisteredAccounts.stories';

// The custom element itself, with its attributes, properties and events documented from the same source as
// REFERENCE.md; its data come from the React stories' fake API.
// Storybook reads the title and tags from the default export's literal.
export default {
  ...elementMeta(registeredAccountsDocs),
  title: 'account/<box-registered-accounts>',
  tags: ['autodocs'],
};

export const Element = { args: argsFromReactStory(registeredAccountsDocs, react.default, react.List) };

/** The API answers 401 and the page does not take the event over: the element's own notice. */
export const SessionNotice = {
  args: argsFromReactStory(registeredAccountsDocs, react.default, react.SessionExpired),
};
