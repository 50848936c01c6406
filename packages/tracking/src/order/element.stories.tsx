import { argsFromReactStory, elementMeta } from '@box/ui/stories';
import './define';
import { orderTrackingDocs } from './element';
import * as react from './OrderTracking.stories';

// The custom element itself, with its attributes, properties and events documented from the same source as
// REFERENCE.md; its data come from the React stories' fake API.
// Storybook reads the title and tags from the default export's literal.
export default {
  ...elementMeta(orderTrackingDocs),
  title: 'tracking/<box-order-tracking>',
  tags: ['autodocs'],
};

export const Element = { args: argsFromReactStory(orderTrackingDocs, react.default, react.Public) };
