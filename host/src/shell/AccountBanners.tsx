import { accountBanner } from '@box/core/rules';
import type { AccountFlags } from '@box/core/schemas';
import { Alert } from '@box/ui';

/** SPEC §2/§8 account warning above every page of an inactive or blocked account (core decides which). */
export function AccountBanners({ account }: { account: AccountFlags }) {
  const banner = accountBanner(account);
  if (!banner) return null;
  return (
    <div className="box-banners">
      <Alert tone="warning">{banner.message}</Alert>
    </div>
  );
}
