import type { SefazDownload } from '../catalogues/sefaz';
import { SefazRegistration } from '../schemas/sefaz';
import { SefazSettings, type SefazSettingsBody } from '../schemas/sefaz-settings';
import { filenameFromContentDisposition } from './download';
import { type ApiTransport, segment } from './transport';

/** `?customerId=` when the super admin manages another account. */
const forCustomer = (customerId?: number) =>
  customerId === undefined ? {} : { searchParams: { customerId: String(customerId) } };

/** The path (under the API base) of one of a proof's SEFAZ files; the server names them in `downloads`. */
export const sefazDownloadPath = (podId: string | number, file: SefazDownload) =>
  `pods/${segment(podId)}/sefaz/${file}.xml`;

/** The digital canhoto (issue 20): the account's certificate and mode, and each proof's registration. */
export function createSefazApi({ call, raw }: ApiTransport) {
  return {
    /** GET /integrations/sefaz: mode, certificate (never the key), environment. */
    sefazSettings: (customerId?: number) =>
      call(SefazSettings, 'integrations/sefaz', forCustomer(customerId)),
    /** PUT /integrations/sefaz { mode } */
    updateSefazSettings: (body: SefazSettingsBody, customerId?: number) =>
      call(SefazSettings, 'integrations/sefaz', { method: 'put', json: body, ...forCustomer(customerId) }),
    /**
     * POST /integrations/sefaz/certificate, multipart 'certificate' (the .pfx/.p12) and 'password'; replaces the
     * account's certificate. 400 with a pt-BR message for a wrong password, an expired certificate, an e-CPF…
     */
    uploadSefazCertificate: (file: Blob, password: string, customerId?: number) => {
      const form = new FormData();
      form.append('certificate', file, file instanceof File ? file.name : 'certificado.pfx');
      form.append('password', password);
      return call(SefazSettings, 'integrations/sefaz/certificate', {
        method: 'post',
        body: form,
        ...forCustomer(customerId),
      });
    },
    /** DELETE /integrations/sefaz/certificate: proofs wait ('needs-certificate') until another is sent. */
    deleteSefazCertificate: (customerId?: number) =>
      call(SefazSettings, 'integrations/sefaz/certificate', { method: 'delete', ...forCustomer(customerId) }),
    /** POST /pods/{id}/sefaz: register now (the button), or send again after a rejection. */
    registerPodAtSefaz: (podId: string | number) =>
      call(SefazRegistration, `pods/${segment(podId)}/sefaz`, { method: 'post' }),
    /** DELETE /pods/{id}/sefaz: the proof is withdrawn; queues the cancellation event (110131/110181). */
    cancelPodSefazRegistration: (podId: string | number) =>
      call(SefazRegistration, `pods/${segment(podId)}/sefaz`, { method: 'delete' }),
    /** GET /pods/{id}/sefaz/{file}.xml: the file and its name from Content-Disposition. */
    sefazDownload: async (
      podId: string | number,
      file: SefazDownload,
    ): Promise<{ blob: Blob; filename: string }> => {
      const response = await raw(sefazDownloadPath(podId, file));
      return {
        blob: await response.blob(),
        filename: filenameFromContentDisposition(
          response.headers.get('Content-Disposition'),
          `comprovante-${podId}-${file}.xml`,
        ),
      };
    },
  };
}
