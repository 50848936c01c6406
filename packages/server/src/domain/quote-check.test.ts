import { type QuotationFacts, quotedForCommand, quotedForEstimate, quoteProblem } from './quote-check';
import { commandOf, ESTIMATE, requestOf, spotDraft } from './spot-fixtures.test-support';

const now = new Date('2026-03-10T13:05:00.000Z');

const quotation = (overrides: Partial<QuotationFacts> = {}): QuotationFacts => ({
  request: requestOf(),
  grossPrice: ESTIMATE.grossPrice,
  tollPrice: ESTIMATE.tollPrice,
  driverTollPrice: ESTIMATE.driverTollPrice,
  distanceKm: ESTIMATE.distanceInKm,
  expiresAt: new Date('2026-03-10T13:15:00.000Z'),
  ...overrides,
});

describe('quoteProblem', () => {
  it('accepts the command built from the quote it names', () => {
    expect(quotedForCommand(commandOf())).toEqual(quotedForEstimate(requestOf()));
    expect(quoteProblem(quotation(), commandOf(), now)).toBeNull();
  });

  it('refuses an unknown quotation and an expired one (expiry instant included)', () => {
    expect(quoteProblem(null, commandOf(), now)).toBe('unknown');
    expect(quoteProblem(quotation({ expiresAt: now }), commandOf(), now)).toBe('expired');
  });

  it('refuses other quote values than the ones quoted', () => {
    expect(quoteProblem(quotation({ grossPrice: 115.63 }), commandOf(), now)).toBe('price_changed');
    expect(quoteProblem(quotation({ tollPrice: 0 }), commandOf(), now)).toBe('price_changed');
    expect(quoteProblem(quotation({ distanceKm: 12.35 }), commandOf(), now)).toBe('price_changed');
  });

  it('refuses a command for something else than was quoted', () => {
    const problem = (overrides: Parameters<typeof spotDraft>[0]) =>
      quoteProblem(quotation(), commandOf(spotDraft(overrides)), now);
    expect(problem({ vehicle: { type: 'VAN', bodyTypes: [], extras: [] } })).toBe('different_request');
    expect(problem({ vehicle: { type: 'FIORINO', bodyTypes: [], extras: ['CARRINHO'] } })).toBe(
      'different_request',
    );
    expect(problem({ driverAssistantsCount: 1 })).toBe('different_request');
    expect(problem({ scheduledFor: '2026-03-11 09:00:00' })).toBe('different_request');
    expect(problem({ merchandisesTotalPrice: 1000 })).toBe('different_request');
    expect(problem({ serviceType: 'PICKUP' })).toBe('different_request');
    expect(problem({ merchandises: spotDraft().merchandises.slice(0, 1) })).toBe('different_request');
    // Body types and weight do not change the price.
    expect(
      problem({ vehicle: { type: 'FIORINO', bodyTypes: ['BAU'], extras: [] }, totalWeightInKilograms: 5 }),
    ).toBeNull();
  });

  it('refuses a quotation whose stored request is not an estimate request', () => {
    expect(quoteProblem(quotation({ request: { vehicleType: 'VAN' } }), commandOf(), now)).toBe(
      'different_request',
    );
  });
});
