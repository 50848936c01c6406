import { API_BASE_PATH, sefazDownloadPath } from '@box/core/api';
import type { SefazRegistration, ShipmentTracking } from '@box/core/schemas';
import { eventTypeOf, type RegistrationState } from './registration-status';

const rejectionOf = (state: RegistrationState): SefazRegistration['rejection'] => {
  const refused =
    state.delivery?.status === 'rejected'
      ? state.delivery
      : state.cancellation?.status === 'rejected'
        ? state.cancellation
        : null;
  return refused ? { code: refused.status_code ?? 0, reason: refused.reason ?? '' } : null;
};

/**
 * Core's SefazRegistration of a proof for its owner: what SEFAZ said, what they may do now and the two files
 * (the signed event once signed, the procEvento once SEFAZ gave a protocol).
 */
export function registrationAnswer(podId: number, state: RegistrationState): SefazRegistration {
  const { delivery, cancellation } = state;
  // 'Nova tentativa às …' only after a send that SEFAZ did not answer: a row never sent yet is simply on its way.
  const waiting = [delivery, cancellation].find((row) => row?.status === 'pending' && row.attempts > 0);
  return {
    status: state.status,
    eventType: eventTypeOf(state.kind),
    accessKey: state.accessKey,
    protocol: delivery?.protocol ?? null,
    registeredAt: delivery?.status === 'registered' ? delivery.registered_at : null,
    rejection: rejectionOf(state),
    nextAttemptAt: waiting?.next_attempt_at ?? null,
    cancellationProtocol: cancellation?.status === 'registered' ? cancellation.protocol : null,
    canRegister: state.canRegister,
    canCancel: state.canCancel,
    downloads: {
      signedEvent: delivery?.has_signed_xml
        ? `${API_BASE_PATH}/${sefazDownloadPath(podId, 'signed-event')}`
        : null,
      procEvent:
        delivery?.has_answer_xml && delivery.has_signed_xml && delivery.protocol
          ? `${API_BASE_PATH}/${sefazDownloadPath(podId, 'proc-event')}`
          : null,
    },
  };
}

type TrackingSefaz = NonNullable<NonNullable<ShipmentTracking['pod']>['sefaz']>;

/** The recipient's page: status, event and protocol only. */
export function trackingRegistration(state: RegistrationState | null): TrackingSefaz | null {
  if (!state) return null;
  return {
    status: state.status,
    eventType: eventTypeOf(state.kind),
    protocol: state.delivery?.protocol ?? null,
    registeredAt: state.delivery?.status === 'registered' ? state.delivery.registered_at : null,
  };
}
