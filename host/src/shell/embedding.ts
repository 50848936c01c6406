/**
 * True when the app runs inside a frame of a page on the same origin. Reading a cross-origin parent's
 * location throws a SecurityError, which is exactly the test.
 */
export function isSameOriginEmbedded(win: Window = window): boolean {
  if (win.parent === win) return false;
  try {
    return typeof win.parent.location.href === 'string';
  } catch {
    return false;
  }
}

/**
 * Closes a page-level modal. Embedded in a same-origin parent, the modal was opened by a navigation the parent
 * made, so going back restores the parent's view; standalone, `navigateAway` decides where to go.
 */
export function closeModal(navigateAway: () => void, win: Window = window): void {
  if (isSameOriginEmbedded(win)) win.history.back();
  else navigateAway();
}
