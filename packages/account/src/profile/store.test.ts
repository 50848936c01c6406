import { REQUEST_MESSAGES } from '@box/core/errors';
import { vi } from 'vitest';
import { createProfileStore } from './store';

describe('createProfileStore without a person (GET /me not loaded)', () => {
  it('answers the no-data failure and calls nothing (SPEC §5)', async () => {
    const store = createProfileStore();
    const api = { updateUser: vi.fn() };
    store.setPassword('senha-nova-123');
    store.setRepeat('senha-nova-123');
    expect(await store.changePassword(api)).toBe(false);
    expect(store.passwordNotice.value).toEqual({ tone: 'danger', message: REQUEST_MESSAGES.notEnoughData });
    expect(await store.saveReports(api)).toBeNull();
    expect(store.reportsNotice.value).toEqual({ tone: 'danger', message: REQUEST_MESSAGES.notEnoughData });
    expect(api.updateUser).not.toHaveBeenCalled();
  });

  it('keeps two stores apart', async () => {
    const a = createProfileStore();
    const b = createProfileStore();
    a.setReport('podSuccess', true);
    expect(b.reports.value.podSuccess).toBe(false);
  });
});
