/**
 * Puts a text on the clipboard; false when the browser refuses (no permission, insecure page, old browser), so
 * the caller can show the text to copy by hand instead.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!globalThis.navigator?.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Phones with the Web Share API get the system share sheet rather than the clipboard (touch, not a desktop). */
export function canShareNatively(): boolean {
  return (
    typeof globalThis.navigator?.share === 'function' &&
    (globalThis.matchMedia?.('(pointer: coarse)').matches ?? false)
  );
}
