import { argsFromReactStory, elementMeta } from '@box/ui/stories';
import './define';
import { ratingModalDocs } from './element';
import * as react from './RatingModal.stories';

// The custom element itself, with its attributes, properties and events documented from the same source as
// REFERENCE.md; its data come from the React stories' fake API.
// Storybook reads the title and tags from the default export's literal.
export default { ...elementMeta(ratingModalDocs), title: 'tracking/<box-rating-modal>', tags: ['autodocs'] };

export const Element = { args: argsFromReactStory(ratingModalDocs, react.default, react.Form) };
