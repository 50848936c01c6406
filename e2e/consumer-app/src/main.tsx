// An integrator's app after `npm install @box/tracking @box/order-monitoring`: two widgets of two packages under
// the app's own React root.
import { OrderMonitoring } from '@box/order-monitoring';
import { OrderTracking } from '@box/tracking';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const orderId = new URLSearchParams(window.location.search).get('order') ?? '';
const root = document.getElementById('root');
if (!root) throw new Error('no #root in index.html');

createRoot(root).render(
  <StrictMode>
    <main>
      <h1>Loja de exemplo</h1>
      <section aria-label="Rastreamento">
        <OrderTracking orderId={orderId} />
      </section>
      <section aria-label="Monitoramento">
        <OrderMonitoring since="72 hours ago" />
      </section>
    </main>
  </StrictMode>,
);
