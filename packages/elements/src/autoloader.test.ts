import { createAutoloader } from './autoloader';

/** A stand-in registry: a tag is "defined" once its loader ran (as a define module does). */
function setup(tags: string[], options: { fail?: Set<string> } = {}) {
  const defined = new Set<string>();
  const calls: string[] = [];
  const loaders = Object.fromEntries(
    tags.map((tag) => [
      tag,
      async () => {
        calls.push(tag);
        if (options.fail?.has(tag)) throw new Error('offline');
        defined.add(tag);
      },
    ]),
  );
  const registry = { get: (tag: string) => (defined.has(tag) ? HTMLElement : undefined) };
  const reports: string[] = [];
  const autoloader = createAutoloader(loaders, registry as unknown as CustomElementRegistry, (message) =>
    reports.push(message),
  );
  return { autoloader, calls, defined, reports };
}

/** MutationObserver callbacks run as microtasks: let them and the loads they start settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the autoloader', () => {
  it('loads the tags already in the page, each once, and nothing else', async () => {
    document.body.innerHTML =
      '<box-order-tracking></box-order-tracking><div><box-order-tracking></box-order-tracking></div><box-nada></box-nada>';
    const { autoloader, calls } = setup(['box-order-tracking', 'box-billing-statement']);
    await autoloader.discover(document);
    expect(calls).toEqual(['box-order-tracking']);
  });

  it('loads a tag added later, also deep inside an added subtree, once', async () => {
    const { autoloader, calls } = setup(['box-order-tracking', 'box-billing-statement']);
    autoloader.observe(document);
    await autoloader.discover(document);
    expect(calls).toEqual([]);
    const wrapper = document.createElement('section');
    wrapper.innerHTML = '<p><box-billing-statement></box-billing-statement></p>';
    document.body.append(wrapper);
    document.body.append(document.createElement('box-billing-statement'));
    await settle();
    expect(calls).toEqual(['box-billing-statement']);
    document.body.append(document.createElement('box-order-tracking'));
    await settle();
    expect(calls).toEqual(['box-billing-statement', 'box-order-tracking']);
  });

  it('leaves a tag another script registered alone', async () => {
    document.body.innerHTML = '<box-order-tracking></box-order-tracking>';
    const { autoloader, calls, defined } = setup(['box-order-tracking']);
    defined.add('box-order-tracking');
    await autoloader.discover(document);
    expect(calls).toEqual([]);
  });

  it('does not ask twice while a load is under way', async () => {
    document.body.innerHTML = '<box-order-tracking></box-order-tracking>';
    const { autoloader, calls } = setup(['box-order-tracking']);
    await Promise.all([autoloader.discover(document), autoloader.discover(document)]);
    expect(calls).toEqual(['box-order-tracking']);
  });

  it('reports a failed load and tries again when the tag appears again', async () => {
    const fail = new Set(['box-order-tracking']);
    const { autoloader, calls, defined, reports } = setup(['box-order-tracking'], { fail });
    autoloader.observe(document);
    document.body.append(document.createElement('box-order-tracking'));
    await settle();
    expect(reports).toEqual(['Box: não foi possível carregar <box-order-tracking>.']);
    fail.clear();
    document.body.append(document.createElement('box-order-tracking'));
    await settle();
    expect(calls).toEqual(['box-order-tracking', 'box-order-tracking']);
    expect(defined.has('box-order-tracking')).toBe(true);
  });

  it('sees into a shadow root it is given, not into others', async () => {
    const { autoloader, calls } = setup(['box-order-tracking', 'box-billing-statement']);
    autoloader.observe(document);
    const seen = document.createElement('div');
    const unseen = document.createElement('div');
    document.body.append(seen, unseen);
    const seenRoot = seen.attachShadow({ mode: 'open' });
    const unseenRoot = unseen.attachShadow({ mode: 'open' });
    seenRoot.innerHTML = '<box-order-tracking></box-order-tracking>';
    unseenRoot.innerHTML = '<box-billing-statement></box-billing-statement>';
    await settle();
    expect(calls).toEqual([]);
    await autoloader.discover(seenRoot);
    autoloader.observe(seenRoot);
    seenRoot.append(document.createElement('box-billing-statement'));
    await settle();
    expect(calls).toEqual(['box-order-tracking', 'box-billing-statement']);
  });
});
