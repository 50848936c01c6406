import { messageFor, podEmailError } from '@box/core/errors';
import { isValidEmail } from '@box/core/rules';
import { signal } from '@preact/signals-react';
import type { ProofApi } from '../api';
import { MESSAGES } from '../messages';
import { loadFailure, type PodLoad } from './loadOutcome';

/** Which proof to show: by id (signed in) or by the public link's token, which wins when both are given. */
export interface PodSource {
  podId?: string;
  token?: string;
}

export interface EmailNotice {
  tone: 'success' | 'danger';
  title?: string;
  message: string;
}

/** The state of one proof widget (never module-level: two widgets on a page keep their own). */
export function createProofStore() {
  const load = signal<PodLoad>({ kind: 'loading' });
  const email = signal('');
  /** The address waiting for the user's confirmation; null while no dialog is open. */
  const confirming = signal<string | null>(null);
  const sending = signal(false);
  const notice = signal<EmailNotice | null>(null);
  let latestRequest = 0;

  /** Loads the proof; a load started meanwhile (a new id or token) supersedes this one. */
  async function fetchPod(api: Pick<ProofApi, 'pod' | 'publicPod'>, source: PodSource): Promise<void> {
    const request = ++latestRequest;
    load.value = { kind: 'loading' };
    notice.value = null;
    confirming.value = null;
    const token = source.token?.trim();
    const podId = source.podId?.trim();
    if (!token && !podId) {
      load.value = { kind: 'not-found' };
      return;
    }
    try {
      const pod = token ? await api.publicPod(token) : await api.pod(podId as string);
      if (request === latestRequest) load.value = { kind: 'loaded', pod };
    } catch (error) {
      if (request === latestRequest) load.value = loadFailure(error);
    }
  }

  /** SPEC §5: an address that is not x@y.z fails at once with the no-data message; a valid one asks first. */
  function requestSend(): void {
    const address = email.value.trim();
    if (!isValidEmail(address)) {
      notice.value = { tone: 'danger', message: MESSAGES.emailInvalid };
      return;
    }
    notice.value = null;
    confirming.value = address;
  }

  function cancelSend(): void {
    confirming.value = null;
  }

  /** POST /email/pods/{hashId}/notify/user: SPEC §8 success, 400 invalid e-mail, anything else a failure. */
  async function confirmSend(api: Pick<ProofApi, 'emailPod'>, hashId: string): Promise<void> {
    const address = confirming.value;
    if (!address || sending.value) return;
    confirming.value = null;
    sending.value = true;
    try {
      await api.emailPod(hashId, address);
      notice.value = { tone: 'success', title: MESSAGES.emailSentTitle, message: MESSAGES.emailSentMessage };
    } catch (error) {
      const { title, message } = messageFor(podEmailError(error));
      notice.value = { tone: 'danger', title, message };
    } finally {
      sending.value = false;
    }
  }

  return { load, email, confirming, sending, notice, fetchPod, requestSend, cancelSend, confirmSend };
}

export type ProofStore = ReturnType<typeof createProofStore>;
