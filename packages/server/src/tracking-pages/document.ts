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

/**
 * The widgets' `<style precedence>` elements React writes at the start of #root when it renders less than a
 * whole document. In the browser React puts them in <head>, before the host's stylesheet.
 */
const LEADING_WIDGET_STYLES = /^(?:<style data-precedence="[^"]*"[^>]*>[\s\S]*?<\/style>)+/;

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
  // The widgets' styles go where the browser's own render puts them, before the host's stylesheet, so the cascade
  // is the same on a server-rendered page as on any other: inside #root, after it, their rules won every tie of
  // specificity with the host's (`.box-root a` over `.box-header a`: a signed-in user's header links dark on dark).
  const firstStylesheet = template.search(STYLESHEET);
  const stylesAt = firstStylesheet >= 0 ? firstStylesheet : template.indexOf('</head>');
  const widgetStyles = stylesAt >= 0 ? (page.html.match(LEADING_WIDGET_STYLES)?.[0] ?? '') : '';
  const app = page.html.slice(widgetStyles.length);
  const data = `<script type="application/json" id="${escapeHtml(page.preloadedElementId)}">${jsonForScript(page.preloadedJson)}</script>`;
  return (template.slice(0, stylesAt) + widgetStyles + template.slice(stylesAt))
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '')
    .replace(STYLESHEET, (link, href: string) => {
      const css = page.inlineCss?.[href];
      return css === undefined ? link : `<style>${cssForStyle(css)}</style>`;
    })
    .replace(ROOT, () => `<div id="root">${app}</div>${data}`);
}
