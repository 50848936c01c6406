import * as v from 'valibot';
import { SEFAZ_ENVIRONMENTS, SEFAZ_REGISTRATION_MODES } from '../catalogues/sefaz';
import { IsoDateTime } from './primitives';

// The account's SEFAZ settings (issue 20), apart from the registration a proof carries: a widget that only shows
// proofs parses none of these, and its first load carries none of them.

export const SefazRegistrationMode = /*#__PURE__*/ v.picklist(
  SEFAZ_REGISTRATION_MODES,
  "mode deve ser 'automatic' ou 'manual'",
);

/** The account's A1 certificate as screens show it; the key itself never leaves the server. */
export const SefazCertificate = /*#__PURE__*/ v.object({
  /** The holder's CNPJ, 14 digits, from the certificate. */
  cnpj: /*#__PURE__*/ v.string(),
  /** The certificate's subject common name. */
  holder: /*#__PURE__*/ v.string(),
  notBefore: IsoDateTime,
  notAfter: IsoDateTime,
  uploadedAt: IsoDateTime,
});
export type SefazCertificate = v.InferOutput<typeof SefazCertificate>;

/** GET /jade/api/integrations/sefaz (and the answer of every change to it). */
export const SefazSettings = /*#__PURE__*/ v.object({
  mode: SefazRegistrationMode,
  certificate: /*#__PURE__*/ v.nullable(SefazCertificate),
  environment: /*#__PURE__*/ v.picklist(SEFAZ_ENVIRONMENTS),
});
export type SefazSettings = v.InferOutput<typeof SefazSettings>;

/** PUT /jade/api/integrations/sefaz */
export const SefazSettingsBody = /*#__PURE__*/ v.object({ mode: SefazRegistrationMode });
export type SefazSettingsBody = v.InferOutput<typeof SefazSettingsBody>;
