// Side-effect entry: registers <box-fiscal-documents-upload> unless the page already has it.
import { defineElement } from '@box/ui';
import { FISCAL_DOCUMENTS_UPLOAD_TAG, FiscalDocumentsUploadElement } from './element';

defineElement(FISCAL_DOCUMENTS_UPLOAD_TAG, FiscalDocumentsUploadElement);
