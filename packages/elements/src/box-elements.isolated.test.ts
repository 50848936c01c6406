const loads = vi.hoisted(() => [] as string[]);

vi.mock('./tag-loaders', () => ({
  TAG_LOADERS: {
    'box-order-tracking': async () => {
      loads.push('box-order-tracking');
    },
  },
}));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('box-elements.js', () => {
  it('watches the document from the start, and each root given to discover() once', async () => {
    const observe = vi.spyOn(MutationObserver.prototype, 'observe');
    const { BOX_TAGS, discover } = await import('./box-elements');
    expect(BOX_TAGS).toEqual(['box-order-tracking']);
    expect(observe.mock.calls.map(([target]) => target)).toEqual([document]);
    document.body.append(document.createElement('box-order-tracking'));
    await settle();
    expect(loads).toEqual(['box-order-tracking']);

    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    await discover(root);
    await discover(root);
    expect(observe.mock.calls.map(([target]) => target)).toEqual([document, root]);
  });
});
