import { Button, Checkbox } from '@box/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState } from 'react';
import { addressLine, fromWarehouseAddress } from '../merchandise/address/addressDraft';
import type { MerchandiseStore } from '../merchandise/merchandiseSlice';
import { RoundTripModalPart } from '../wizard/lazyParts';
import { ROUND_TRIP_TEXTS } from './roundTripTexts';

/** SPEC §2 'Rota circular': a delivery may come back to a place (the warehouse by default), once per order. */
export function RoundTripPanel({
  merchandise,
  disabled = false,
}: {
  merchandise: MerchandiseStore;
  disabled?: boolean;
}) {
  useSignals();
  const [editing, setEditing] = useState(false);
  const titleId = useId();
  if (!merchandise.roundTripAvailable.value) return null;
  const checked = merchandise.roundTripChecked.value;
  const place = merchandise.roundTripPlace.value;
  const windowText =
    place?.opening_time && place.closing_time ? `${place.opening_time} às ${place.closing_time}` : null;

  return (
    <section className="box-step1__round-trip" aria-labelledby={titleId}>
      <h3 id={titleId} className="box-step1__subtitle">
        {ROUND_TRIP_TEXTS.panel}
      </h3>
      <Checkbox
        checked={checked}
        onChange={merchandise.setRoundTripChecked}
        label={ROUND_TRIP_TEXTS.checkbox}
        description={ROUND_TRIP_TEXTS.description}
        disabled={disabled}
      />
      {checked ? (
        <div className="box-step1__round-trip-summary">
          {place ? (
            <p>
              <strong>{place.trackingCode}</strong> ·{' '}
              {addressLine(fromWarehouseAddress(place.address, place))}
              {windowText ? ` · ${windowText}` : ''}
              {place.delivery_instructions ? ` · ${place.delivery_instructions}` : ''}
            </p>
          ) : (
            <p className="box-step1__hint">{ROUND_TRIP_TEXTS.noAddress}</p>
          )}
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)} disabled={disabled}>
            {ROUND_TRIP_TEXTS.edit}
          </Button>
        </div>
      ) : null}
      {editing ? (
        <RoundTripModalPart
          open
          place={place}
          onClose={() => setEditing(false)}
          onConfirm={(next) => {
            merchandise.saveRoundTrip(next);
            setEditing(false);
          }}
        />
      ) : null}
    </section>
  );
}
