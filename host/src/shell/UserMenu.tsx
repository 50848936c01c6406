import { CSRF_FIELD, LOGOUT_FORM_PATH } from '@box/core/api';
import { roleLabel } from '@box/core/catalogues';
import type { CurrentUser } from '@box/core/schemas';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { readCsrfCookie } from './csrf';
import { firstName, userMenuItems } from './navItems';

/** The user dropdown: a menu button (WAI-ARIA APG pattern) with the profile links and the logout form. */
export function UserMenu({ user }: { user: CurrentUser }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  const items = userMenuItems(user);

  const menuItems = () =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const focusAt = (index: number) => {
    const all = menuItems();
    all[(index + all.length) % all.length]?.focus();
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: focusAt reads refs only; runs when the menu opens
  useEffect(() => {
    if (!open) return;
    if (focusOnOpen.current) focusAt(focusOnOpen.current === 'first' ? 0 : -1);
    focusOnOpen.current = null;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const close = (restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    focusOnOpen.current = event.key === 'ArrowDown' ? 'first' : 'last';
    setOpen(true);
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const index = menuItems().indexOf(document.activeElement as HTMLElement);
    switch (event.key) {
      case 'ArrowDown':
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        focusAt(index - 1);
        break;
      case 'Home':
        focusAt(0);
        break;
      case 'End':
        focusAt(-1);
        break;
      case 'Escape':
        close(true);
        break;
      case 'Tab':
        close(false);
        return; // Tab keeps its default: focus moves on
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    <div className="box-usermenu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="box-usermenu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          focusOnOpen.current = open ? null : 'first';
          setOpen(!open);
        }}
        onKeyDown={onButtonKeyDown}
      >
        <span className="box-usermenu__name">{firstName(user.person.name)}</span>
        <span className="box-usermenu__role">{roleLabel(user.person.roleId)}</span>
      </button>
      <div
        ref={menuRef}
        id={menuId}
        role="menu"
        aria-label="Menu do usuário"
        className="box-usermenu__menu"
        hidden={!open}
        onKeyDown={onMenuKeyDown}
      >
        {items.map((item) => (
          <a key={item.href} role="menuitem" href={item.href} tabIndex={-1} onClick={() => setOpen(false)}>
            {item.label}
          </a>
        ))}
        {/* Logout ends the server session, so it is a real POST with the CSRF token (in the field the server
            reads: core's CSRF_FIELD), in the top window. */}
        <form method="post" action={LOGOUT_FORM_PATH} target="_top">
          <input type="hidden" name={CSRF_FIELD} value={readCsrfCookie()} />
          <button type="submit" role="menuitem" tabIndex={-1}>
            Sair
          </button>
        </form>
      </div>
    </div>
  );
}
