import { createBoxElement, type ElementDocs, SHARED_DOCS, SHARED_EVENTS } from '@box/ui';
import { FiscalDocumentsUpload } from './FiscalDocumentsUpload';
import { FISCAL_UPLOAD_STYLES } from './styles';

export const FISCAL_DOCUMENTS_UPLOAD_TAG = 'box-fiscal-documents-upload';

/**
 * `<box-fiscal-documents-upload api-base="/jade/api">`: emits `box:navigate` ({ path }) and
 * `box:session-expired`. A `fetch` property replaces the transport (tests, stories).
 */
export const FiscalDocumentsUploadElement = createBoxElement({
  component: FiscalDocumentsUpload,
  events: {
    onNavigate: SHARED_EVENTS.navigate,
  },
  styles: FISCAL_UPLOAD_STYLES,
});

/** The element's public API, documented (REFERENCE.md, custom-elements.json, Storybook): never bundled. */
export const fiscalDocumentsUploadDocs = {
  tag: FISCAL_DOCUMENTS_UPLOAD_TAG,
  element: FiscalDocumentsUploadElement,
  className: 'FiscalDocumentsUploadElement',
  reactName: 'FiscalDocumentsUpload',
  summary:
    "The fiscal XML upload page ('Upload de documentos fiscais'): drop or choose NF-e/CT-e XML files, each sent and read, with its document or the reason it was refused.",
  session: 'signed-in',
  attributes: {
    'api-base': SHARED_DOCS.apiBase,
  },
  properties: {
    fetch: SHARED_DOCS.fetch,
  },
  events: {
    'box:navigate': {
      detail: '{ path: string }',
      description: "The user followed the link to request a spot with the documents: '/spots/solicitar'.",
    },
    'box:session-expired': SHARED_DOCS.sessionExpired,
  },
  parts: ['root', 'button', 'button-primary'],
  entries: {
    module: './fiscal-upload',
    define: './fiscal-upload/define',
    defineFile: 'fiscal-documents-upload-define.js',
    standalone: 'fiscal-documents-upload-element.js',
  },
  example: '<box-fiscal-documents-upload api-base="{{BOX}}/jade/api"></box-fiscal-documents-upload>',
} satisfies ElementDocs;
