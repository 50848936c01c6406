/** Polls for an element the mocked API has yet to bring (stories have no Testing Library). */
export async function findIn<T extends Element>(
  root: HTMLElement,
  selector: string,
  timeout = 3000,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const found = root.querySelector<T>(selector) ?? root.ownerDocument.querySelector<T>(selector);
    if (found) return found;
    if (Date.now() - started > timeout) throw new Error(`${selector} não apareceu`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
