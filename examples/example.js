// The example pages' own script (a file: the portal's Content-Security-Policy allows no inline script). A real
// page writes its values into the tag; these demo pages also take them from the address, e.g.
// box-shipment-tracking.html?hash=… (any attribute of the element), and ?hostile=1 adds a hostile stylesheet
// to show that the page's CSS does not reach the element. Listed before the element's bundle, so the values are
// in place before the element first renders.
const params = new URLSearchParams(location.search);
const element = document.querySelector('[data-example]');

if (element) {
  for (const [name, value] of params) {
    if (name !== 'hostile') element.setAttribute(name, value);
  }
}

if (params.has('hostile')) {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = '/examples/hostile.css';
  document.head.append(link);
}

// The element's events, as a page would receive them: bubbling out of the shadow root up to the document.
const log = document.getElementById('example-log');
for (const type of (log?.dataset.events ?? '').split(/\s+/).filter(Boolean)) {
  document.addEventListener(type, (event) => {
    const item = document.createElement('li');
    const detail =
      event.detail === null || event.detail === undefined ? '' : ` ${JSON.stringify(event.detail)}`;
    item.textContent = `${type}${detail}`;
    log.prepend(item);
    // A demo page goes nowhere: it shows where the element asked to go.
    if (type === 'box:navigate') event.preventDefault();
  });
}
