import { describe, expect, it } from 'vitest';
import { CTE_KEY, NFE_KEY } from './event-fixtures';
import type { EventRow } from './registration-rows';
import { orderDigest, registrationState } from './registration-status';

const row = (overrides: Partial<EventRow> & Pick<EventRow, 'id' | 'kind' | 'status'>): EventRow => ({
  sequence: 1,
  cancels_event_id: null,
  next_attempt_at: null,
  protocol: null,
  registered_at: null,
  status_code: null,
  reason: null,
  has_signed_xml: false,
  has_answer_xml: false,
  attempts: 0,
  ...overrides,
});

const state = (events: EventRow[], certificateValid = true, statusType = 'success', accessKey = NFE_KEY) =>
  registrationState({ statusType, accessKey, events, certificateValid });

describe('registrationState', () => {
  it('has nothing to register without a key, or for a failed NF-e delivery', () => {
    expect(state([], true, 'success', '')).toBeNull();
    expect(state([], true, 'failure', NFE_KEY)).toBeNull();
    expect(state([], true, 'failure', CTE_KEY)?.kind).toBe('cte-failure');
  });

  it('is not-requested without a row, and can be registered', () => {
    expect(state([])).toMatchObject({ status: 'not-requested', kind: 'nfe-delivery', canRegister: true });
  });

  it('waits for a certificate; the button returns once there is one', () => {
    const waiting = [row({ id: 1, kind: 'nfe-delivery', status: 'needs-certificate' })];
    expect(state(waiting, false)).toMatchObject({ status: 'needs-certificate', canRegister: false });
    expect(state(waiting, true)).toMatchObject({ status: 'needs-certificate', canRegister: true });
  });

  it('follows the latest delivery event and its cancellation', () => {
    const rejected = row({ id: 1, kind: 'nfe-delivery', status: 'rejected', status_code: 213 });
    expect(state([rejected])).toMatchObject({ status: 'rejected', canRegister: true, canCancel: false });
    const registered = row({ id: 2, kind: 'nfe-delivery', sequence: 2, status: 'registered', protocol: '1' });
    expect(state([rejected, registered])).toMatchObject({
      status: 'registered',
      canRegister: false,
      canCancel: true,
    });
    const cancel = row({ id: 3, kind: 'nfe-delivery-cancel', cancels_event_id: 2, status: 'pending' });
    expect(state([rejected, registered, cancel])?.status).toBe('cancel-pending');
    expect(state([rejected, registered, { ...cancel, status: 'registered' }])).toMatchObject({
      status: 'cancelled',
      canCancel: false,
    });
    // A refused cancellation leaves the registration standing, and it can be tried again.
    expect(state([rejected, registered, { ...cancel, status: 'rejected' }])).toMatchObject({
      status: 'registered',
      canCancel: true,
    });
  });
});

describe('orderDigest', () => {
  it("is the least advanced registration in core's order, null when there is none", () => {
    expect(orderDigest([])).toBeNull();
    expect(orderDigest(['registered', 'pending', 'rejected'])).toBe('pending');
    expect(orderDigest(['registered', 'not-requested'])).toBe('not-requested');
    expect(orderDigest(['cancelled', 'registered'])).toBe('registered');
  });
});
