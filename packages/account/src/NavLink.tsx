import type { MouseEvent, ReactNode } from 'react';

export interface NavLinkProps {
  path: string;
  onNavigate?: (path: string) => void;
  className?: string;
  'aria-label'?: string;
  children: ReactNode;
}

/**
 * A real link (it opens in a new tab with a modified click, and works without the host's router) whose plain
 * click asks the host to go there: the widget itself never touches `history` or `location`.
 */
export function NavLink({ path, onNavigate, className, children, ...rest }: NavLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    onNavigate(path);
  };
  return (
    <a href={path} className={className} onClick={onClick} aria-label={rest['aria-label']}>
      {children}
    </a>
  );
}
