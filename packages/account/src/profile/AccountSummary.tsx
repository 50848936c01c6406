import { roleLabel } from '@box/core/catalogues';
import type { CurrentUser } from '@box/core/schemas';
import { useId } from 'react';
import { MESSAGES } from '../messages';

const M = MESSAGES.profile;

/** Who is signed in: the settings below are this person's, and only theirs. */
export function AccountSummary({ user }: { user: CurrentUser }) {
  const titleId = useId();
  return (
    <section className="box-account-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="box-account-card__title">
        {M.accountTitle}
      </h2>
      <dl className="box-profile__facts">
        <div>
          <dt>{M.name}</dt>
          <dd>{user.person.name}</dd>
        </div>
        <div>
          <dt>{M.email}</dt>
          <dd>{user.person.email}</dd>
        </div>
        <div>
          <dt>{M.company}</dt>
          <dd>{user.organization.name}</dd>
        </div>
        <div>
          <dt>{M.role}</dt>
          <dd>{roleLabel(user.person.roleId)}</dd>
        </div>
      </dl>
    </section>
  );
}
