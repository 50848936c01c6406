import { attr, createWidgetElement } from '@box/ui';
import { FiscalDocumentsUpload } from './FiscalDocumentsUpload';
import { FISCAL_UPLOAD_STYLES } from './styles';

export const FISCAL_DOCUMENTS_UPLOAD_TAG = 'box-fiscal-documents-upload';

/**
 * `<box-fiscal-documents-upload api-base="/jade/api">`: emits `box:navigate` ({ path }) and
 * `box:session-expired`. A `fetch` property replaces the transport (tests, stories).
 */
export const FiscalDocumentsUploadElement = createWidgetElement({
  component: FiscalDocumentsUpload as never,
  attributes: {
    'api-base': attr.string('/jade/api'),
  },
  properties: ['fetch'],
  events: {
    onNavigate: { type: 'box:navigate', detail: (path: string) => ({ path }) },
    onSessionExpired: { type: 'box:session-expired', detail: () => null },
  },
  styles: FISCAL_UPLOAD_STYLES,
});
