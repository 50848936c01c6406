import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';

type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

// The portal's look, kept small: the widgets' font stack and brand teal (packages/ui tokens), one centred card.
// Written raw into <style>: escaping would turn the font names' quotes into entities CSS cannot read.
const STYLE = `
:root { color-scheme: light; --box-brand: #0b5a78; --box-text: #1d2633; --box-muted: #5b6675; --box-danger: #b3261e; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--box-text);
  background: #f3f5f8; min-height: 100vh; display: flex; align-items: center; justify-content: center; padding: 1rem; }
main { background: #fff; border-radius: 12px; box-shadow: 0 2px 12px rgb(0 0 0 / 8%); padding: 2rem; width: 100%; max-width: 26rem; }
h1 { font-size: 1.5rem; margin: 0 0 1.25rem; }
.brand { color: var(--box-brand); font-weight: 700; letter-spacing: .02em; margin: 0 0 .5rem; }
label { display: block; font-weight: 600; margin: 1rem 0 .25rem; }
input[type=email], input[type=password], input[type=text] { width: 100%; padding: .65rem .75rem; font: inherit;
  border: 1px solid #b7c0cc; border-radius: 8px; }
input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid #8ab4f8; outline-offset: 2px; }
button { margin-top: 1.5rem; width: 100%; padding: .75rem; font: inherit; font-weight: 600; color: #fff;
  background: var(--box-brand); border: 0; border-radius: 8px; cursor: pointer; }
button:hover { background: #084660; }
.error { color: var(--box-danger); background: #fdecea; border-radius: 8px; padding: .75rem; margin: 0 0 1rem; }
.muted { color: var(--box-muted); font-size: .875rem; }
a { color: var(--box-brand); }
`;

/** A complete pt-BR page. Values interpolated with `html` are escaped; links and forms target the top window. */
export function renderPage({ title, body }: { title: string; body: Html }): Html {
  return html`<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${title} | Box</title>
    <style>${raw(STYLE)}</style>
  </head>
  <body>
    <main>
      <p class="brand">Box</p>
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
