import { ApiError, SessionExpiredError } from '@box/core/api';
import type { EmailReportKey } from '@box/core/catalogues';
import { messageFor, passwordUpdateError, REQUEST_MESSAGES } from '@box/core/errors';
import { PASSWORD_MESSAGES, validatePasswordChange } from '@box/core/rules';
import type { CurrentUser, EmailReports } from '@box/core/schemas';
import { signal } from '@preact/signals-react';
import type { AccountApi } from '../api';
import { MESSAGES } from '../messages';

export type ProfileLoad =
  | { kind: 'loading' }
  | { kind: 'loaded'; user: CurrentUser }
  | { kind: 'failed' }
  | { kind: 'session-expired' };

export interface Notice {
  tone: 'success' | 'danger';
  title?: string;
  message: string;
}

/** The form a notice is about. */
export type NoticeSource = 'reports' | 'password';

/** A notice one form reads and writes; it holds something only while the profile's newest notice is its own. */
export interface NoticeSlot {
  value: Notice | null;
}

/** Which password field the last refusal was about, so it is marked invalid. */
export type PasswordProblem = 'current' | 'new' | 'repeat' | null;

/** The field a server refusal names (its first reason): the current password or the new one. */
function refusedField(error: unknown): PasswordProblem {
  const field = error instanceof ApiError ? error.body?.reasons?.[0]?.field : undefined;
  return field === 'currentPassword' ? 'current' : field === 'password' ? 'new' : null;
}

const M = MESSAGES.profile;

function failureNotice(error: unknown, title: string): Notice {
  if (error instanceof SessionExpiredError) {
    return { tone: 'danger', title: MESSAGES.sessionTitle, message: MESSAGES.sessionMessage };
  }
  // SPEC §8 "server message or generic failure": the server says in pt-BR what was wrong.
  const serverMessage = error instanceof ApiError ? error.body?.message : undefined;
  return { tone: 'danger', title, message: serverMessage ?? REQUEST_MESSAGES.failure };
}

/**
 * The state of one profile widget (never module-level): who is signed in (GET /me), the e-mail report choices
 * being edited and the password form, each with its own outcome.
 */
export function createProfileStore() {
  const load = signal<ProfileLoad>({ kind: 'loading' });
  const reports = signal<EmailReports>({ spotStatusUpdate: false, podSuccess: false, podFailure: false });
  const reportsSaving = signal(false);
  // One notice for the whole profile: the newest outcome replaces the previous, whichever form it came from
  // (a success of one form and a failure of the other stacked up). Each form shows it beside itself, only
  // while it is that form's.
  const notice = signal<{ source: NoticeSource; notice: Notice } | null>(null);
  const slot = (source: NoticeSource): NoticeSlot => ({
    get value() {
      const current = notice.value;
      return current?.source === source ? current.notice : null;
    },
    set value(next: Notice | null) {
      if (next) notice.value = { source, notice: next };
      else if (notice.value?.source === source) notice.value = null;
    },
  });
  const reportsNotice = slot('reports');
  const current = signal('');
  const password = signal('');
  const repeat = signal('');
  const passwordSaving = signal(false);
  const passwordNotice = slot('password');
  const passwordProblem = signal<PasswordProblem>(null);

  async function fetchUser(api: Pick<AccountApi, 'me'>): Promise<void> {
    load.value = { kind: 'loading' };
    try {
      const user = await api.me();
      reports.value = { ...user.person.emailReports };
      load.value = { kind: 'loaded', user };
    } catch (error) {
      load.value = error instanceof SessionExpiredError ? { kind: 'session-expired' } : { kind: 'failed' };
    }
  }

  const personId = () => (load.value.kind === 'loaded' ? load.value.user.person.id : null);

  function setReport(key: EmailReportKey, value: boolean): void {
    reports.value = { ...reports.value, [key]: value };
    reportsNotice.value = null;
  }

  /** PATCH /users/{id} with the three choices; the saved choices, or null when it failed. */
  async function saveReports(api: Pick<AccountApi, 'updateUser'>): Promise<EmailReports | null> {
    if (reportsSaving.value) return null;
    const id = personId();
    if (id === null) {
      reportsNotice.value = { tone: 'danger', message: M.noData };
      return null;
    }
    const chosen = reports.value;
    reportsSaving.value = true;
    reportsNotice.value = null;
    try {
      await api.updateUser(id, { emailReports: chosen });
      reportsNotice.value = { tone: 'success', message: M.reportsSaved };
      return chosen;
    } catch (error) {
      reportsNotice.value = failureNotice(error, M.reportsFailedTitle);
      return null;
    } finally {
      reportsSaving.value = false;
    }
  }

  function setCurrent(value: string): void {
    current.value = value;
    passwordProblem.value = null;
  }

  function setPassword(value: string): void {
    password.value = value;
    passwordProblem.value = null;
  }

  function setRepeat(value: string): void {
    repeat.value = value;
    passwordProblem.value = null;
  }

  /**
   * SPEC §5: both fields equal, at least 8 characters (its texts, as a fail alert), not only blanks, and the
   * current password given (ASVS 5 V6.2); without a person id the no-data failure. Then PATCH /users/{id}
   * {password, currentPassword}; a refusal (a common password, a wrong current one) shows the server's message
   * (SPEC §8) and marks the field it names.
   */
  async function changePassword(api: Pick<AccountApi, 'updateUser'>): Promise<boolean> {
    if (passwordSaving.value) return false;
    const id = personId();
    if (id === null) {
      passwordNotice.value = { tone: 'danger', message: M.noData };
      return false;
    }
    const checked = validatePasswordChange(password.value, repeat.value);
    if (!checked.ok) {
      passwordProblem.value = checked.code === 'PasswordMismatch' ? 'repeat' : 'new';
      passwordNotice.value = { tone: 'danger', message: checked.message };
      return false;
    }
    if (current.value === '') {
      passwordProblem.value = 'current';
      passwordNotice.value = { tone: 'danger', message: PASSWORD_MESSAGES.currentMissing };
      return false;
    }
    passwordSaving.value = true;
    passwordNotice.value = null;
    try {
      await api.updateUser(id, { password: checked.value, currentPassword: current.value });
      current.value = '';
      password.value = '';
      repeat.value = '';
      passwordNotice.value = { tone: 'success', message: M.passwordChanged };
      return true;
    } catch (error) {
      const { title, message } = messageFor(passwordUpdateError(error));
      passwordProblem.value = refusedField(error);
      passwordNotice.value =
        error instanceof SessionExpiredError
          ? failureNotice(error, title)
          : { tone: 'danger', title, message };
      return false;
    } finally {
      passwordSaving.value = false;
    }
  }

  return {
    load,
    notice,
    reports,
    reportsSaving,
    reportsNotice,
    current,
    password,
    repeat,
    passwordSaving,
    passwordNotice,
    passwordProblem,
    fetchUser,
    setReport,
    saveReports,
    setCurrent,
    setPassword,
    setRepeat,
    changePassword,
  };
}

export type ProfileStore = ReturnType<typeof createProfileStore>;
