// How an integrator reacts to <box-spot-wizard>: the events bubble out of the shadow root to the document.
const log = document.getElementById('erp-log');
const here = `${location.pathname}${location.search}`;

document.addEventListener('box:order-created', (event) => {
  log.textContent = `Pedido criado: OS ${event.detail.id}.`;
});

document.addEventListener('box:navigate', (event) => {
  // The widget asks to go to a portal page (monitoring after the order); this page opens it in the portal.
  location.assign(event.detail.path);
});

document.addEventListener('box:session-expired', () => {
  location.assign(`/entrar?redirect=${encodeURIComponent(here)}`);
});
