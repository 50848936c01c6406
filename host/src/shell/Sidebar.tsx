import type { CurrentUser } from '@box/core/schemas';
import { NavList } from './NavList';
import { sidebarItems } from './navItems';

/** Customer-specific shortcuts; absent when the customer has none. */
export function Sidebar({
  user,
  flags,
  pathname,
}: {
  user: CurrentUser;
  flags: ReadonlySet<string>;
  pathname: string;
}) {
  const items = sidebarItems(user, flags);
  if (items.length === 0) return null;
  return (
    <nav className="box-sidebar" aria-label="Atalhos">
      <NavList items={items} pathname={pathname} />
    </nav>
  );
}
