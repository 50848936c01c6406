import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { HYDRATED_PAGES } from './pages/registry';
import { readPreloaded } from './ssr/preloaded';

const container = document.getElementById('root');
if (!container) throw new Error('#root não encontrado em index.html');

// A page the server rendered (/r/{token}, /rr/{hash}) carries its answer: the app hydrates the HTML with it,
// asking nothing again. Without one (every other page, or an answer that no longer parses) it renders anew.
const preloaded = await readPreloaded(document);
if (preloaded && container.firstElementChild) {
  await HYDRATED_PAGES[preloaded.page === 'order' ? 'orderTracking' : 'shipmentTracking']();
  hydrateRoot(
    container,
    <StrictMode>
      <App preloaded={preloaded} />
    </StrictMode>,
  );
} else {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
