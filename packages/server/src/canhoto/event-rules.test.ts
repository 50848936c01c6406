import { buildAccessKey } from '@box/core/rules';
import { describe, expect, it } from 'vitest';
import { AUTHOR_CNPJ, CTE_KEY, NFE_KEY } from './event-fixtures';
import { cancellationOf, eventFor, nextSequence } from './event-rules';

const MINUTA_KEY = buildAccessKey({ cnpj: AUTHOR_CNPJ, model: '94', number: 5 });

describe('eventFor', () => {
  it('asks for the delivery event of the shipment document', () => {
    expect(eventFor({ outcome: 'delivered' }, { accessKey: NFE_KEY })).toBe('nfe-delivery');
    expect(eventFor({ outcome: 'delivered' }, { accessKey: CTE_KEY })).toBe('cte-delivery');
  });

  it('asks for the failure event of a CT-e, none for an NF-e', () => {
    expect(eventFor({ outcome: 'failed' }, { accessKey: CTE_KEY })).toBe('cte-failure');
    expect(eventFor({ outcome: 'failed' }, { accessKey: NFE_KEY })).toBeNull();
  });

  it('asks for nothing without a valid NF-e or CT-e key', () => {
    expect(eventFor({ outcome: 'delivered' }, { accessKey: null })).toBeNull();
    expect(eventFor({ outcome: 'delivered' }, { accessKey: MINUTA_KEY })).toBeNull();
    expect(eventFor({ outcome: 'delivered' }, { accessKey: `${NFE_KEY.slice(0, 43)}0` })).toBeNull();
  });

  it('reads a key typed with spaces', () => {
    expect(eventFor({ outcome: 'delivered' }, { accessKey: NFE_KEY.replace(/(\d{4})/g, '$1 ') })).toBe(
      'nfe-delivery',
    );
  });
});

describe('cancellationOf', () => {
  it('withdraws a delivery with its cancellation event, and nothing else', () => {
    expect(cancellationOf('nfe-delivery')).toBe('nfe-delivery-cancel');
    expect(cancellationOf('cte-delivery')).toBe('cte-delivery-cancel');
    expect(cancellationOf('cte-failure')).toBeNull();
    expect(cancellationOf('nfe-delivery-cancel')).toBeNull();
  });
});

describe('nextSequence', () => {
  it('starts at 1 and follows the highest number used', () => {
    expect(nextSequence('nfe-delivery', [])).toBe(1);
    expect(nextSequence('cte-delivery', [2, 1])).toBe(3);
  });

  it('stops at the layout limit: 20 for NF-e, 999 for CT-e', () => {
    expect(nextSequence('nfe-delivery', [19])).toBe(20);
    expect(nextSequence('nfe-delivery', [20])).toBeNull();
    expect(nextSequence('cte-failure', [998])).toBe(999);
    expect(nextSequence('cte-failure', [999])).toBeNull();
  });
});
