/** One constructed sheet per CSS text, shared by every instance (sheets can be adopted by many roots). */
const sheets = new Map<string, CSSStyleSheet>();

function canAdopt(root: ShadowRoot): boolean {
  return (
    'adoptedStyleSheets' in root &&
    typeof CSSStyleSheet !== 'undefined' &&
    typeof CSSStyleSheet.prototype.replaceSync === 'function'
  );
}

/**
 * Puts the widget's CSS into its shadow root: constructed stylesheets where the browser has them (parsed once
 * per page), `<style>` elements otherwise.
 */
export function adoptStyles(root: ShadowRoot, styles: readonly string[]): void {
  if (canAdopt(root)) {
    root.adoptedStyleSheets = [
      ...root.adoptedStyleSheets,
      ...styles.map((css) => {
        let sheet = sheets.get(css);
        if (!sheet) {
          sheet = new CSSStyleSheet();
          sheet.replaceSync(css);
          sheets.set(css, sheet);
        }
        return sheet;
      }),
    ];
    return;
  }
  for (const css of styles) {
    const style = root.ownerDocument.createElement('style');
    style.textContent = css;
    root.append(style);
  }
}
