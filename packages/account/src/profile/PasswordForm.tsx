import { Button, TextField } from '@box/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { type FormEvent, useId } from 'react';
import { MESSAGES } from '../messages';
import { NoticeAlert } from './NoticeAlert';
import type { ProfileStore } from './store';

const M = MESSAGES.profile;

/**
 * SPEC §2/§5 change-password form (new, repeat), with the current password first (ASVS 5 V6.2). The spec's texts
 * and the server's refusals show as a fail alert (read out at once) and the field they are about is marked invalid.
 */
export function PasswordForm({ store, onSubmit }: { store: ProfileStore; onSubmit: () => Promise<void> }) {
  useSignals();
  const titleId = useId();
  const noteId = useId();
  const problem = store.passwordProblem.value;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void onSubmit();
  };
  return (
    <section className="box-account-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="box-account-card__title">
        {M.passwordTitle}
      </h2>
      <p id={noteId} className="box-profile__note">
        {M.passwordNote}
      </p>
      <form
        className="box-profile__form"
        onSubmit={submit}
        aria-labelledby={titleId}
        aria-describedby={noteId}
        noValidate
      >
        <div className="box-profile__fields">
          <TextField
            label={M.currentPassword}
            type="password"
            name="current-password"
            autoComplete="current-password"
            maxLength={1024}
            required
            value={store.current.value}
            onChange={store.setCurrent}
            aria-invalid={problem === 'current' || undefined}
          />
          <TextField
            label={M.newPassword}
            type="password"
            name="new-password"
            autoComplete="new-password"
            maxLength={128}
            required
            value={store.password.value}
            onChange={store.setPassword}
            hint={M.passwordHint}
            aria-invalid={problem === 'new' || undefined}
          />
          <TextField
            label={M.repeatPassword}
            type="password"
            name="repeat-password"
            autoComplete="new-password"
            maxLength={128}
            required
            value={store.repeat.value}
            onChange={store.setRepeat}
            aria-invalid={problem === 'repeat' || undefined}
          />
        </div>
        <NoticeAlert
          notice={store.passwordNotice.value}
          onClose={() => (store.passwordNotice.value = null)}
        />
        <div className="box-profile__actions">
          <Button type="submit" loading={store.passwordSaving.value}>
            {M.changePassword}
          </Button>
        </div>
      </form>
    </section>
  );
}
