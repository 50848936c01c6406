import { orderTrackingRequest } from './request';

describe('orderTrackingRequest', () => {
  it('reads an OS number as the signed-in mode', () => {
    expect(orderTrackingRequest({ orderId: 51234 })).toEqual({ mode: 'signed-in', orderId: 51234 });
    expect(orderTrackingRequest({ orderId: ' 42 ' })).toEqual({ mode: 'signed-in', orderId: 42 });
  });

  it('reads a token as the public mode', () => {
    expect(orderTrackingRequest({ token: ' abc ' })).toEqual({ mode: 'public', token: 'abc' });
  });

  it('wants exactly one of them, and a positive whole OS number', () => {
    expect(orderTrackingRequest({})).toBeNull();
    expect(orderTrackingRequest({ orderId: 1, token: 'abc' })).toBeNull();
    expect(orderTrackingRequest({ orderId: 'abc' })).toBeNull();
    expect(orderTrackingRequest({ orderId: -3 })).toBeNull();
    expect(orderTrackingRequest({ orderId: 1.5 })).toBeNull();
    expect(orderTrackingRequest({ token: '  ' })).toBeNull();
  });
});
