import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { SSR_STYLE } from './styles';

export type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

export interface PageOptions {
  title: string;
  body: Html;
  /** Lists and forms: top-aligned and as wide as the portal's content area (else one narrow centred card). */
  wide?: boolean;
  /**
   * Shown inside the host's frame: the host already shows the brand and the menu. Without the frame (the page
   * opened on its own, or a form answered in the top window) a brand line leads back to the portal.
   */
  framed?: boolean;
}

/** A complete pt-BR page. Values interpolated with `html` are escaped; links and forms target the top window. */
export function renderPage({ title, body, wide = false, framed = false }: PageOptions): Html {
  return html`<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${title} | Box</title>
    <style>${raw(SSR_STYLE)}</style>
  </head>
  <body${wide ? raw(' class="wide"') : ''}>
    <main>
      ${framed ? '' : wide ? html`<p class="brand"><a href="/" target="_top">Box</a></p>` : html`<p class="brand">Box</p>`}
      ${body}
    </main>
  </body>
</html>`;
}

/** A page with a title, a message and a link back to the portal. */
export function renderMessagePage({ title, message }: { title: string; message: string }): Html {
  return renderPage({
    title,
    body: html`<h1>${title}</h1>
      <p>${message}</p>
      <p><a href="/" target="_top">Voltar para o início</a></p>`,
  });
}
