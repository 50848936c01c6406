// The `@box/spot-wizard/fiscal-upload` entry, side-effect free: the XML upload of fiscal documents alone, so an
// app that uploads XML does not load the wizard (the package's index). Its tag's types are the index's
// (`import type {} from '@box/spot-wizard'`). See ./define for the tag.
export { FISCAL_DOCUMENTS_UPLOAD_TAG, FiscalDocumentsUploadElement } from './element';
export { FiscalDocumentsUpload, type FiscalDocumentsUploadProps } from './FiscalDocumentsUpload';
