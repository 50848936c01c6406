import { ApiError, SessionExpiredError } from '@box/core/api';
import type { SefazDownload, SefazRegistrationStatus } from '@box/core/catalogues';
import { REQUEST_MESSAGES } from '@box/core/errors';
import type { SefazRegistration } from '@box/core/schemas';
import { saveBlob } from '@box/ui';
import { effect, signal } from '@preact/signals-react';
import { SEFAZ_MESSAGES } from './messages';
import type { SefazClient } from './sefazApi';

/** Statuses that change without the user: the block asks for the proof again until they settle. */
export const SETTLING_STATUSES: readonly SefazRegistrationStatus[] = ['pending', 'cancel-pending'];

/** How often a settling registration is asked for again. */
export const SEFAZ_POLL_MS = 5_000;

export type SefazAction = 'register' | 'cancel' | SefazDownload;

/**
 * What the user reads when an action failed: the server's pt-BR message (a 409 'already registered', a 422
 * 'past the cancellation deadline'…), else the generic failure.
 */
function failureText(error: unknown): string {
  if (!(error instanceof ApiError)) return REQUEST_MESSAGES.failure;
  return error.body?.message ?? (error.status === 401 ? error.message : REQUEST_MESSAGES.failure);
}

/** One proof's registration at SEFAZ as its block shows it, with the actions on it. One per block, never shared. */
export function createSefazStore(initial: SefazRegistration) {
  const registration = signal(initial);
  /** The action in flight; one at a time. */
  const busy = signal<SefazAction | null>(null);
  const error = signal<string | null>(null);
  const confirmingCancel = signal(false);
  /** Counts the follow-up reads, so a read that found the same status still schedules the next one. */
  const reads = signal(0);
  /** A follow-up read met an ended session: asking again would only fail again. */
  const stopped = signal(false);
  // An action's answer supersedes a follow-up read that was already on its way.
  let generation = 0;

  async function act(action: 'register' | 'cancel', call: () => Promise<SefazRegistration>): Promise<void> {
    if (busy.value) return;
    busy.value = action;
    error.value = null;
    const mine = ++generation;
    try {
      const answer = await call();
      if (mine === generation) registration.value = answer;
    } catch (failure) {
      error.value = failureText(failure);
    } finally {
      busy.value = null;
    }
  }

  /** POST /pods/{id}/sefaz: register now, or send again after a rejection. */
  const register = (api: Pick<SefazClient, 'registerPodAtSefaz'>, podId: string) =>
    act('register', () => api.registerPodAtSefaz(podId));

  function requestCancel(): void {
    error.value = null;
    confirmingCancel.value = true;
  }

  function keepRegistration(): void {
    confirmingCancel.value = false;
  }

  /** DELETE /pods/{id}/sefaz, once the user confirmed: queues the cancellation event. */
  function confirmCancel(api: Pick<SefazClient, 'cancelPodSefazRegistration'>, podId: string) {
    confirmingCancel.value = false;
    return act('cancel', () => api.cancelPodSefazRegistration(podId));
  }

  /** GET /pods/{id}/sefaz/{file}.xml through the client (its base and credentials), saved under its name. */
  async function download(api: Pick<SefazClient, 'sefazDownload'>, podId: string, file: SefazDownload) {
    if (busy.value) return;
    busy.value = file;
    error.value = null;
    try {
      const { blob, filename } = await api.sefazDownload(podId, file);
      saveBlob(blob, filename);
    } catch (failure) {
      error.value = failure instanceof ApiError ? failureText(failure) : SEFAZ_MESSAGES.downloadFailed;
    } finally {
      busy.value = null;
    }
  }

  /** Reads the proof again and takes its registration; a failed read is tried at the next turn. */
  async function refresh(api: Pick<SefazClient, 'pod'>, podId: string): Promise<void> {
    const mine = generation;
    try {
      const pod = await api.pod(podId);
      if (mine === generation && !busy.value && pod.sefaz) registration.value = pod.sefaz;
    } catch (failure) {
      if (failure instanceof SessionExpiredError) {
        stopped.value = true;
        error.value = failure.message;
      }
    } finally {
      reads.value += 1;
    }
  }

  /**
   * While the registration is settling (pending, cancel-pending), reads it again every SEFAZ_POLL_MS, one read at a
   * time; returns the stop (the block unmounting).
   */
  function followSettling(api: Pick<SefazClient, 'pod'>, podId: string): () => void {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const dispose = effect(() => {
      // Subscribed to each finished read too, so a read that found the same status schedules the next one.
      reads.value;
      const settling = SETTLING_STATUSES.includes(registration.value.status);
      clearTimeout(timer);
      timer = undefined;
      if (settling && !stopped.value) timer = setTimeout(() => void refresh(api, podId), SEFAZ_POLL_MS);
    });
    return () => {
      dispose();
      clearTimeout(timer);
    };
  }

  return {
    registration,
    busy,
    error,
    confirmingCancel,
    register,
    requestCancel,
    keepRegistration,
    confirmCancel,
    download,
    refresh,
    followSettling,
  };
}

export type SefazStore = ReturnType<typeof createSefazStore>;
