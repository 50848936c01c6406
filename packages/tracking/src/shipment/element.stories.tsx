import { argsFromReactStory, elementMeta } from '@box/ui/stories';
import './define';
import { shipmentTrackingDocs } from './element';
import * as react from './ShipmentTracking.stories';

// The custom element itself, with its attributes, properties and events documented from the same source as
// REFERENCE.md; its data come from the React stories' fake API.
// Storybook reads the title and tags from the default export's literal.
export default {
  ...elementMeta(shipmentTrackingDocs),
  title: 'tracking/<box-shipment-tracking>',
  tags: ['autodocs'],
};

export const Element = { args: argsFromReactStory(shipmentTrackingDocs, react.default, react.InTransit) };
