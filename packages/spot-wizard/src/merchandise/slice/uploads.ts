import { SessionExpiredError } from '@box/core/api';
import { fiscalUploadError, type MerchandiseErrorKind } from '@box/core/errors';
import { checkXmlFile, normalizeAccessKey } from '@box/core/rules';
import type { Merchandise } from '@box/core/schemas';
import { signal } from '@preact/signals-react';
import type { LimitFunction } from 'p-limit';
import type { SpotWizardApi } from '../../api';
import { documentFields, newRow } from '../rows';
import { accessKeyInXml, withXmlType } from '../xmlAccessKey';
import type { Lookups } from './lookups';
import type { RowList } from './rowList';

export interface UploadProblem {
  fileName: string;
  error: MerchandiseErrorKind;
}

/**
 * XML files sent from step 1 (SPEC §4): each becomes a row, or gives a row in FiscalDocumentNotFound its
 * document; refused files are listed as problems.
 */
export function createUploads(
  list: RowList,
  { resolve }: Lookups,
  api: Pick<SpotWizardApi, 'uploadFiscalDocument'>,
  limit: LimitFunction,
  canAdd: () => boolean,
) {
  const { rows, order } = list;
  const uploadProblems = signal<readonly UploadProblem[]>([]);
  /** Files on their way. */
  const uploading = signal(0);
  // Files sent in this wizard, with the row each became (null while in flight).
  const uploadedFiles: { name: string; size: number; code: string | null }[] = [];

  const problem = (fileName: string, error: MerchandiseErrorKind) => {
    uploadProblems.value = [...uploadProblems.value, { fileName, error }];
  };

  /** Files picked with the XML button: each checked, uploaded, and its document added as a row. */
  function uploadFiles(files: readonly File[]) {
    if (!canAdd()) return;
    const problems: UploadProblem[] = [];
    for (const file of files) {
      // A file counts as listed while its row is (removing the row frees the file).
      const listed = uploadedFiles.filter((sent) => sent.code === null || rows.has(sent.code));
      const check = checkXmlFile(withXmlType(file), listed);
      if (!check.ok) {
        problems.push({ fileName: file.name, error: check.code });
        continue;
      }
      const sent = { name: file.name, size: file.size, code: null as string | null };
      uploadedFiles.push(sent);
      list.track(
        upload(file, null).then((code) => {
          sent.code = code;
          if (code === null) uploadedFiles.splice(uploadedFiles.indexOf(sent), 1);
        }),
      );
    }
    uploadProblems.value = problems;
  }

  /** A FiscalDocumentNotFound row takes its document from an XML file instead (SPEC §4). */
  function uploadForRow(id: string, file: File) {
    const check = checkXmlFile(withXmlType(file), []);
    if (!check.ok) {
      uploadProblems.value = [{ fileName: file.name, error: check.code }];
      return;
    }
    uploadProblems.value = [];
    list.track(upload(file, id).then(() => undefined));
  }

  /** Sends one file; resolves with the code of the row it became, or null. */
  async function upload(file: File, forRow: string | null): Promise<string | null> {
    uploading.value += 1;
    try {
      const { code, fields } = await uploadedDocument(file);
      const target = forRow === null ? undefined : rows.get(forRow);
      const clash = rows.get(code);
      // A document already listed and fine is not added twice; a listed one in error is replaced.
      if (clash && clash !== target && clash.status.type !== 'error') {
        problem(file.name, 'UploadedFileDuplicated');
        return null;
      }
      const place = target ?? clash;
      const at = place ? order.indexOf(place.id) : order.length;
      if (target) list.drop(target.id);
      if (clash && clash !== target) list.drop(clash.id);
      list.insert(newRow(code, list.serviceType.value, fields), Math.min(at, order.length));
      resolve(code);
      list.publish();
      return code;
    } catch (error) {
      if (error instanceof SessionExpiredError) list.sessionExpired.value = true;
      problem(file.name, fiscalUploadError(error).kind);
      return null;
    } finally {
      uploading.value -= 1;
    }
  }

  /**
   * The document of an uploaded XML. When the server already holds it (sent before, here or on the upload
   * page), the row is looked up by the key the XML carries, as if typed.
   */
  async function uploadedDocument(file: File): Promise<{ code: string; fields: Partial<Merchandise> }> {
    try {
      const document = await limit(() => api.uploadFiscalDocument(file));
      return { code: normalizeAccessKey(document.accessKey), fields: documentFields(document) };
    } catch (error) {
      if (fiscalUploadError(error).kind !== 'UploadedFileDuplicated') throw error;
      const key = accessKeyInXml(await file.text());
      if (!key) throw error;
      return { code: key, fields: {} };
    }
  }

  return {
    uploadProblems,
    uploading,
    uploadFiles,
    uploadForRow,
    dismissUploadProblems() {
      uploadProblems.value = [];
    },
  };
}
