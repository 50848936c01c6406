import { publicOrderTrackingUrl, publicShipmentTrackingUrl, shipmentTrackingRequest } from './tracking';

describe('shipmentTrackingRequest', () => {
  it('prefers the hash', () => {
    expect(shipmentTrackingRequest({ hash: 'h1', accessKey: 'k', clientCode: 'c' })).toEqual({
      ok: true,
      value: { mode: 'hash', hash: 'h1' },
    });
  });

  it('takes access key and client code together', () => {
    expect(shipmentTrackingRequest({ accessKey: 'k', clientCode: 'c' })).toEqual({
      ok: true,
      value: { mode: 'dfe', accessKey: 'k', clientCode: 'c' },
    });
  });

  it.each([{}, { accessKey: 'k' }, { clientCode: 'c' }, { hash: ' ', accessKey: 'k', clientCode: '' }])(
    "answers 'Invalid request mode' for %j",
    (params) => {
      expect(shipmentTrackingRequest(params)).toEqual({
        ok: false,
        code: 'InvalidRequestMode',
        message: 'Invalid request mode',
      });
    },
  );
});

describe('public links', () => {
  it('build /r/{token} and /rr/{hash} on the origin', () => {
    expect(publicOrderTrackingUrl('https://box.example/', 'abc')).toBe('https://box.example/r/abc');
    expect(publicShipmentTrackingUrl('https://box.example', 'a/b')).toBe('https://box.example/rr/a%2Fb');
  });
});
