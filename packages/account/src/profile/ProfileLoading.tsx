import { Skeleton } from '@box/ui';
import { MESSAGES } from '../messages';

/** The page's shape while GET /me answers: the account card and the two forms. */
export function ProfileLoading() {
  return (
    <div className="box-profile__loading" role="status" aria-busy="true">
      <span className="box-sr-only">{MESSAGES.profile.loading}</span>
      {[3, 4, 3].map((lines, card) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder cards
        <div key={card} className="box-account-card">
          <Skeleton width="12rem" height="1.4rem" />
          {Array.from({ length: lines }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder lines
            <Skeleton key={i} width={i % 2 ? '60%' : '85%'} />
          ))}
        </div>
      ))}
    </div>
  );
}
