// The intranet page's one script (a file, not inline: the page's Content-Security-Policy allows no inline
// script). The server wrote a token into each Box element; before it expires the element asks for another, and
// the page fetches a fresh one from its own backend and hands it over: no reload, no cookie of the portal.
// The element counts the token's lifetime from when it got it, not by this PC's clock, so a clock hours off
// changes nothing.
document.addEventListener('box:auth-token-expiring', (event) => {
  log(`box:auth-token-expiring ${JSON.stringify(event.detail)}`);
  void renew(event.target);
});

// The portal refused the token (its 401 code in detail.code): the element shows its notice. 'unauthenticated' is
// a token that ran out without a renewal (the PC slept, the renewal failed): a fresh one gives the screen back.
// 'invalid_credentials' (revoked, another origin) and 'not_signed_in' (no token at all) a new token would not mend
// here; a real ERP may send its employee to its own sign-in.
document.addEventListener('box:session-expired', (event) => {
  log(`box:session-expired ${JSON.stringify(event.detail)}`);
  if (event.detail?.code === 'unauthenticated') void renew(event.target);
});

/** Fetches a fresh token from this backend and hands it to the element: the next call uses it, nothing reloads. */
async function renew(element) {
  try {
    const response = await fetch('/box-token', { cache: 'no-store' });
    if (!response.ok) throw new Error(String(response.status));
    const { token } = await response.json();
    element.authToken = token;
    log('token renovado');
  } catch (error) {
    // The element keeps its token; once the portal refuses it, it says so (box:session-expired).
    log(`não foi possível renovar o token (${error.message})`);
  }
}

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
