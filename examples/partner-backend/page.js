// The intranet page's one script (a file, not inline: the page's Content-Security-Policy allows no inline
// script). The server wrote a token into each Box element; before it expires the element asks for another, and
// the page fetches a fresh one from its own backend and hands it over: no reload, no cookie of the portal.
document.addEventListener('box:auth-token-expiring', async (event) => {
  const element = event.target;
  log(`box:auth-token-expiring ${JSON.stringify(event.detail)}`);
  try {
    const response = await fetch('/box-token', { cache: 'no-store' });
    if (!response.ok) throw new Error(String(response.status));
    const { token } = await response.json();
    element.authToken = token;
    log('token renovado');
  } catch (error) {
    // The element keeps its token until expiry, then says the session expired (box:session-expired).
    log(`não foi possível renovar o token (${error.message})`);
  }
});

// Once expired (or never valid), the element shows its notice; the page may also send the employee to its own
// sign-in.
document.addEventListener('box:session-expired', () => log('box:session-expired'));

// What the elements tell the page: the wizard's new order (to link it in the ERP), and where a link of the
// monitoring leads (a portal page; this intranet has no page of its own for it).
document.addEventListener('box:order-created', (event) =>
  log(`box:order-created ${JSON.stringify(event.detail)}`),
);
document.addEventListener('box:navigate', (event) => log(`box:navigate ${JSON.stringify(event.detail)}`));

function log(text) {
  const item = document.createElement('li');
  item.textContent = text;
  document.getElementById('events')?.prepend(item);
}
