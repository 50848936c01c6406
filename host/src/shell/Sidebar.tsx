import type { CurrentUser } from '@box/core';
import { currentHref, sidebarItems } from './navItems';

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
  const current = currentHref(items, pathname);
  return (
    <nav className="box-sidebar" aria-label="Atalhos">
      <ul>
        {items.map((item) => (
          <li key={item.href}>
            <a href={item.href} aria-current={item.href === current ? 'page' : undefined}>
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
