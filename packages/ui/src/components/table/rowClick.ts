import type { MouseEvent } from 'react';

const INTERACTIVE = 'a, button, input, select, textarea, label, summary, [role="button"], [role="link"]';

/**
 * Whether a click on a row should count as a click on the row itself: not when it landed on a link, button or
 * field inside the row (those have their own action), and not when the user was selecting text.
 */
export function isRowClick(event: MouseEvent<HTMLElement>): boolean {
  const target = event.target as Element;
  const interactive = target.closest(INTERACTIVE);
  if (interactive && event.currentTarget.contains(interactive)) return false;
  const selection = event.currentTarget.ownerDocument.getSelection?.();
  return !selection || selection.isCollapsed || selection.toString() === '';
}
