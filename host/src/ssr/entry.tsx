// The server's entry into the host (vite build --ssr → dist/.ssr/entry.js): the reference server imports it at
// run time to render the public tracking pages with the very components the browser hydrates.
import { renderToReadableStream } from 'react-dom/server';
import { App } from '../App';
import { matchRoute } from '../routes/router';
import { ROUTES } from '../routes/table';
import { parsePreloaded } from './preloaded';
import { serverWindow } from './serverWindow';

export { PRELOADED_ELEMENT_ID } from './preloaded';

export interface RenderInput {
  /** The page's absolute URL (its origin is the share link's). */
  url: string;
  /** What the page's first request would have answered: see PreloadedPayload. */
  preloaded: unknown;
}

export interface RenderOutput {
  /** The inside of `<div id="root">`. */
  html: string;
  /** The document's title, as the app sets it once running. */
  title: string;
}

/**
 * Renders the app at `url` with its answer preloaded, waiting for every lazy part (the page's chunk, the
 * details tabs) so that the HTML is the page, not its spinner. Throws when the answer does not parse.
 */
export async function renderPage({ url, preloaded }: RenderInput): Promise<RenderOutput> {
  const parsed = await parsePreloaded(preloaded);
  if (!parsed) throw new Error('resposta pré-carregada inválida');
  const win = serverWindow(url);
  const stream = await renderToReadableStream(<App win={win} preloaded={parsed} />, {
    onError(error) {
      // Renders the rest; the client renders this part again.
      console.error(error);
    },
  });
  await stream.allReady;
  const html = await new Response(stream).text();
  const route = matchRoute(ROUTES, new URL(url).pathname)?.route;
  return { html, title: `${route?.title ?? 'Box'} | Box` };
}
