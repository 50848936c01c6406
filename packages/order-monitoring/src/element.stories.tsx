import { argsFromReactStory, elementMeta } from '@box/ui/stories';
import './define';
import { orderMonitoringDocs } from './element';
import * as react from './OrderMonitoring.stories';

// The custom element itself, with its attributes, properties and events documented from the same source as
// REFERENCE.md; its data come from the React stories' fake API.
// Storybook reads the title and tags from the default export's literal.
export default {
  ...elementMeta(orderMonitoringDocs),
  title: 'order-monitoring/<box-order-monitoring>',
  tags: ['autodocs'],
};

export const Element = { args: argsFromReactStory(orderMonitoringDocs, react.default, react.Loaded) };

/** The API answers 401 and the page does not take the event over: the element's own notice. */
export const SessionNotice = {
  args: argsFromReactStory(orderMonitoringDocs, react.default, react.SessionExpired),
};
