import { argsFromReactStory, elementMeta } from '@box/ui/stories';
import './define';
import { financeInfoDocs } from './element';
import * as react from './FinanceInfo.stories';

// The custom element itself, with its attributes, properties and events documented from the same source as
// REFERENCE.md; its data come from the React stories' fake API.
// Storybook reads the title and tags from the default export's literal.
export default {
  ...elementMeta(financeInfoDocs),
  title: 'Spot wizard/<box-finance-info>',
  tags: ['autodocs'],
};

export const Element = { args: argsFromReactStory(financeInfoDocs, react.default, react.Prefilled) };
