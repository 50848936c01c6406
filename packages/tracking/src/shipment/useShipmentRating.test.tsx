import type { RatingBody, ShipmentTracking } from '@box/core/schemas';
import { act, renderHook } from '@testing-library/react';
import { deliveredShipment, ratedShipment, shipmentAtStep } from './fixtures/shipments';
import { useShipmentRating } from './useShipmentRating';

const body: RatingBody = { driverId: 7, rating: 5, comment: 'Ótimo', extraQuestions: [] };

function renderRating(tracking: ShipmentTracking | null, canRate = true) {
  return renderHook(({ tracking, canRate }) => useShipmentRating(tracking, canRate), {
    initialProps: { tracking, canRate },
  });
}

describe('useShipmentRating', () => {
  it('opens by itself when the answer asks for a rating, once per page view', () => {
    const { result, rerender } = renderRating(deliveredShipment());
    expect(result.current.open).toBe(true);
    act(() => result.current.close());
    // The next poll asks again: the visitor chose to rate later, so it stays closed.
    rerender({ tracking: deliveredShipment(), canRate: true });
    expect(result.current.open).toBe(false);
    act(() => result.current.show());
    expect(result.current.open).toBe(true);
  });

  it('waits for an answer that asks, and for a page that can send', () => {
    const { result, rerender } = renderRating(null);
    expect(result.current).toMatchObject({ open: false, given: null });
    rerender({ tracking: shipmentAtStep(2), canRate: true });
    expect(result.current.open).toBe(false);
    rerender({ tracking: deliveredShipment(), canRate: false });
    expect(result.current.open).toBe(false);
    rerender({ tracking: deliveredShipment(), canRate: true });
    expect(result.current.open).toBe(true);
  });

  it('never opens by itself with the prompt off, but still opens on demand', () => {
    const { result, rerender } = renderHook(({ tracking }) => useShipmentRating(tracking, true, false), {
      initialProps: { tracking: deliveredShipment() },
    });
    expect(result.current.open).toBe(false);
    rerender({ tracking: deliveredShipment() });
    expect(result.current.open).toBe(false);
    act(() => result.current.show());
    expect(result.current.open).toBe(true);
  });

  it('shows a rating given before instead of asking again', () => {
    const asked = { ...ratedShipment(), requestRating: true };
    const { result } = renderRating(asked);
    expect(result.current.open).toBe(false);
    expect(result.current.given).toEqual(asked.rating);
  });

  it("shows the rating sent here until the answer carries it, then the answer's", () => {
    const { result, rerender } = renderRating(deliveredShipment());
    act(() => result.current.sent(body));
    expect(result.current.given).toMatchObject({ rating: 5, comment: 'Ótimo' });
    const rated = ratedShipment();
    rerender({ tracking: rated, canRate: true });
    expect(result.current.given).toEqual(rated.rating);
  });
});
