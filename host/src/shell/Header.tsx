import type { CurrentUser } from '@box/core/schemas';
import { useEffect, useId, useState } from 'react';
import { HOME_PATH } from '../routes/table';
import { NavList } from './NavList';
import { headerNavItems } from './navItems';
import { UserMenu } from './UserMenu';

/** Top bar for a signed-in user; below 768 px the nav folds behind a 'Menu' button. */
export function Header({ user, pathname }: { user: CurrentUser; pathname: string }) {
  const [navOpen, setNavOpen] = useState(false);
  const navId = useId();
  const items = headerNavItems(user);

  // A followed link leaves the folded menu closed on the next page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not a value read
  useEffect(() => setNavOpen(false), [pathname]);

  return (
    <header className="box-header">
      <a className="box-header__brand" href={HOME_PATH}>
        Box
      </a>
      <button
        type="button"
        className="box-header__toggle"
        aria-expanded={navOpen}
        aria-controls={navId}
        onClick={() => setNavOpen(!navOpen)}
      >
        Menu
      </button>
      <nav id={navId} aria-label="Principal" className="box-header__nav" data-open={navOpen}>
        <NavList items={items} pathname={pathname} />
      </nav>
      <UserMenu user={user} />
    </header>
  );
}
