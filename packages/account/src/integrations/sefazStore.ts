import type { SefazRegistrationMode } from '@box/core/catalogues';
import type { SefazSettings } from '@box/core/schemas';
import { signal } from '@preact/signals-react';
import type { IntegrationsApi } from './api';
import { INTEGRATIONS_MESSAGES } from './messages';
import { type FieldErrors, failureText, type Notice } from './outcome';
import { certificateFileError } from './sefazCertificate';

const M = INTEGRATIONS_MESSAGES.sefaz;

/** The account's SEFAZ settings being fetched, on screen, or failed with the text to show. */
export type SettingsLoad =
  | { kind: 'loading' }
  | { kind: 'loaded'; settings: SefazSettings }
  | { kind: 'failed'; message: string };

/** The last change of mode: being saved (the chosen mode shows meanwhile), saved, or refused. */
export type ModeSave =
  | { kind: 'idle' }
  | { kind: 'saving'; mode: SefazRegistrationMode }
  | { kind: 'saved' }
  | { kind: 'failed'; message: string };

export type UploadField = 'file' | 'password';

/** What became of a press of 'Enviar certificado'. */
export type UploadOutcome = 'invalid' | 'sent' | 'refused';

/**
 * The digital canhoto's settings of one account (issue 20): the caller's, or `customerId`'s when the super admin
 * manages another account (named in every call). The certificate's password is never kept here: the form hands
 * it to `upload`, which only passes it on.
 */
export function createSefazStore(customerId?: number) {
  const load = signal<SettingsLoad>({ kind: 'loading' });
  const modeSave = signal<ModeSave>({ kind: 'idle' });
  const notice = signal<Notice | null>(null);

  /** 'Substituir certificado' pressed: the upload form shows under the current certificate. */
  const replacing = signal(false);
  const file = signal<File | null>(null);
  const errors = signal<FieldErrors<UploadField>>({});
  const uploading = signal(false);

  const confirmingRemove = signal(false);
  const removing = signal(false);

  const settings = () => (load.value.kind === 'loaded' ? load.value.settings : null);

  async function fetchSettings(api: IntegrationsApi): Promise<void> {
    load.value = { kind: 'loading' };
    try {
      load.value = { kind: 'loaded', settings: await api.sefazSettings(customerId) };
    } catch (error) {
      load.value = { kind: 'failed', message: failureText(error) };
    }
  }

  /** PUT the new mode; a refusal leaves the saved one checked and says why. */
  async function setMode(api: IntegrationsApi, mode: SefazRegistrationMode): Promise<void> {
    const current = settings();
    if (!current || modeSave.value.kind === 'saving' || current.mode === mode) return;
    modeSave.value = { kind: 'saving', mode };
    try {
      load.value = { kind: 'loaded', settings: await api.updateSefazSettings({ mode }, customerId) };
      modeSave.value = { kind: 'saved' };
    } catch (error) {
      modeSave.value = { kind: 'failed', message: failureText(error) };
    }
  }

  /** A file chosen in the form: one that cannot be a certificate is refused at once, without a request. */
  function chooseFile(chosen: File | null): void {
    const refused = chosen ? certificateFileError(chosen) : null;
    file.value = refused ? null : chosen;
    const { file: _, form: __, ...rest } = errors.value;
    errors.value = refused ? { ...rest, file: refused } : rest;
  }

  function passwordEdited(): void {
    const { password: _, form: __, ...rest } = errors.value;
    errors.value = rest;
  }

  /**
   * POST the certificate with its password (multipart). The server's refusal (wrong password, expired, an e-CPF…)
   * is shown as it comes: its texts are pt-BR. 'invalid': nothing was sent (the form says why).
   */
  async function upload(api: IntegrationsApi, password: string): Promise<UploadOutcome> {
    if (uploading.value) return 'invalid';
    const refused: FieldErrors<UploadField> = {};
    // A refused choice keeps its reason ('too big') rather than becoming 'choose a file'.
    const fileError = errors.value.file ?? certificateFileError(file.value);
    if (fileError) refused.file = fileError;
    if (password === '') refused.password = M.upload.noPassword;
    const chosen = file.value;
    if (!chosen || Object.keys(refused).length > 0) {
      errors.value = refused;
      return 'invalid';
    }
    uploading.value = true;
    errors.value = {};
    notice.value = null;
    try {
      load.value = {
        kind: 'loaded',
        settings: await api.uploadSefazCertificate(chosen, password, customerId),
      };
      file.value = null;
      replacing.value = false;
      notice.value = { tone: 'success', message: M.upload.sent };
      return 'sent';
    } catch (error) {
      errors.value = { form: failureText(error) };
      return 'refused';
    } finally {
      uploading.value = false;
    }
  }

  function openReplace(): void {
    notice.value = null;
    errors.value = {};
    file.value = null;
    replacing.value = true;
  }

  function closeReplace(): void {
    if (uploading.value) return;
    errors.value = {};
    file.value = null;
    replacing.value = false;
  }

  function askRemove(): void {
    notice.value = null;
    confirmingRemove.value = true;
  }

  function cancelRemove(): void {
    if (!removing.value) confirmingRemove.value = false;
  }

  /** DELETE the certificate once confirmed; the upload form takes its place. */
  async function remove(api: IntegrationsApi): Promise<void> {
    if (!confirmingRemove.value || removing.value) return;
    removing.value = true;
    try {
      load.value = { kind: 'loaded', settings: await api.deleteSefazCertificate(customerId) };
      replacing.value = false;
      errors.value = {};
      file.value = null;
      notice.value = { tone: 'success', message: M.remove.done };
    } catch (error) {
      notice.value = { tone: 'danger', title: M.remove.failed, message: failureText(error) };
    } finally {
      removing.value = false;
      confirmingRemove.value = false;
    }
  }

  return {
    load,
    modeSave,
    notice,
    replacing,
    file,
    errors,
    uploading,
    confirmingRemove,
    removing,
    fetchSettings,
    setMode,
    chooseFile,
    passwordEdited,
    upload,
    openReplace,
    closeReplace,
    askRemove,
    cancelRemove,
    remove,
  };
}

export type SefazStore = ReturnType<typeof createSefazStore>;
