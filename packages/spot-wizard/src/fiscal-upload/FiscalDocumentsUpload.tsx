import { type ApiSettings, defineBoxWidget } from '@box/ui';
import { fiscalUploadApi } from './api';
import { FiscalUploadScreen } from './FiscalUploadScreen';
import { FISCAL_UPLOAD_STYLES } from './styles';

export interface FiscalDocumentsUploadProps extends ApiSettings {
  /** Where the user asked to go (the spot request, to use the documents); the host's router decides. */
  onNavigate?: (path: string) => void;
}

/** The fiscal documents upload page of SPEC §2 (/upload-de-documentos-fiscais) as a React component. */
export const FiscalDocumentsUpload = defineBoxWidget({
  api: fiscalUploadApi,
  styles: FISCAL_UPLOAD_STYLES,
  screen: ({ onNavigate }: FiscalDocumentsUploadProps) => <FiscalUploadScreen onNavigate={onNavigate} />,
});
