/**
 * JSON as the text of a `<script type="application/json">`: nothing in it can close the element or open a
 * comment (`</script>`, `<!--`), whatever a recipient's or a driver's name holds. `<`, `>` and `&` become JSON
 * escapes, which JSON.parse reads back as the same characters; U+2028/2029 too, for any reader that evaluates.
 */
export function jsonForScript(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch] as string);

const ROOT = '<div id="root"></div>';
const STYLESHEET = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g;

/** The build's stylesheets the template links (Vite writes them as /assets/<name>-<hash>.css). */
export const linkedStylesheets = (template: string) =>
  [...template.matchAll(STYLESHEET)].map((m) => m[1] as string);

// Nothing in a stylesheet may end the <style> element early; `<\/` is the same text to CSS.
const cssForStyle = (css: string) => css.replace(/<\/(style)/gi, '<\\/$1');

export interface RenderedPage {
  /** The app's HTML, the inside of #root. */
  html: string;
  title: string;
  /** The answer the page was rendered with, as JSON text. */
  preloadedJson: string;
  preloadedElementId: string;
  /** The text of linked stylesheets to put inline, by href: a link left out stays a link. */
  inlineCss?: Record<string, string>;
}

/**
 * The host's index.html with the rendered app in #root and its answer beside it, for the page's script to
 * hydrate with; null when the template has no empty #root to fill. The `<noscript>` note goes: the page reads
 * without JavaScript. The stylesheets given go inline: a linked one would hold the first paint back for a
 * request of its own (the CSP allows inline styles; scripts stay files).
 */
export function renderedDocument(template: string, page: RenderedPage): string | null {
  if (!template.includes(ROOT)) return null;
  const data = `<script type="application/json" id="${escapeHtml(page.preloadedElementId)}">${jsonForScript(page.preloadedJson)}</script>`;
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '')
    .replace(STYLESHEET, (link, href: string) => {
      const css = page.inlineCss?.[href];
      return css === undefined ? link : `<style>${cssForStyle(css)}</style>`;
    })
    .replace(ROOT, () => `<div id="root">${page.html}</div>${data}`);
}
