import { argsFromReactStory, elementMeta } from '@box/ui/stories';
import './define';
import { spotWizardDocs } from './element';
import * as react from './SpotWizard.stories';

// The custom element itself, with its attributes, properties and events documented from the same source as
// REFERENCE.md; its data come from the React stories' fake API.
// Storybook reads the title and tags from the default export's literal.
export default { ...elementMeta(spotWizardDocs), title: 'Spot wizard/<box-spot-wizard>', tags: ['autodocs'] };

export const Element = { args: argsFromReactStory(spotWizardDocs, react.default, react.Ready) };

/** The API answers 401 and the page does not take the event over: the element's own notice. */
export const SessionNotice = {
  args: argsFromReactStory(spotWizardDocs, react.default, react.SessionExpired),
};
