// Demo only: a real partner writes the shipment's hash into the tag on its server. Here the address carries it
// (?hash=…, or ?access-key=…&client-code=…, and ?api-base=… for a Box API on another origin).
const tracking = document.querySelector('box-shipment-tracking');
const params = new URLSearchParams(location.search);
if (tracking) {
  for (const name of ['hash', 'access-key', 'client-code', 'api-base', 'whatsapp']) {
    const value = params.get(name);
    if (value) tracking.setAttribute(name, value);
  }
  if (!params.get('hash') && params.get('access-key')) tracking.removeAttribute('hash');
  tracking.addEventListener('box:rated', () => console.info('Entrega avaliada: obrigado!'));
}
