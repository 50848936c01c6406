import { currentHref, type NavItem } from './navItems';

/** The links of a navigation landmark, the one matching the current page marked for assistive tech. */
export function NavList({ items, pathname }: { items: readonly NavItem[]; pathname: string }) {
  const current = currentHref(items, pathname);
  return (
    <ul>
      {items.map((item) => (
        <li key={item.href}>
          <a href={item.href} aria-current={item.href === current ? 'page' : undefined}>
            {item.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
