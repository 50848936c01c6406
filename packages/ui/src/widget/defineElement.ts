/**
 * Registers `tag` unless some script on the page already did (two bundles of the same widget, or a host that
 * loads both the library and the standalone element). Returns whether this call registered it.
 */
export function defineElement(tag: string, elementClass: CustomElementConstructor): boolean {
  if (typeof customElements === 'undefined' || customElements.get(tag)) return false;
  try {
    customElements.define(tag, elementClass);
  } catch (error) {
    // One constructor may back a single tag only; a subclass lets the same widget answer to a second name.
    // Any other failure (an invalid tag name) fails the same way for the subclass and is reported as it was.
    try {
      customElements.define(tag, class extends elementClass {});
    } catch {
      throw error;
    }
  }
  return true;
}
