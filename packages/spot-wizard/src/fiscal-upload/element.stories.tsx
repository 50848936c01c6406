import { argsFromReactStory, elementMeta } from '@box/ui/stories';
import './define';
import { fiscalDocumentsUploadDocs } from './element';
import * as react from './FiscalDocumentsUpload.stories';

// The custom element itself, with its attributes, properties and events documented from the same source as
// REFERENCE.md; its data come from the React stories' fake API.
// Storybook reads the title and tags from the default export's literal.
export default {
  ...elementMeta(fiscalDocumentsUploadDocs),
  title: 'Spot wizard/<box-fiscal-documents-upload>',
  tags: ['autodocs'],
};

export const Element = {
  args: argsFromReactStory(fiscalDocumentsUploadDocs, react.default, react.MixedResults),
};
