import {
  ASSISTANTS_AVAILABILITY_NOTICE,
  isDriverAssistantRecommended,
  isWeightRequired,
} from '@box/core/catalogues';
import type { Vehicle } from '@box/core/schemas';
import { Alert, Checkbox, TextField } from '@box/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState } from 'react';
import { VEHICLE_MESSAGES } from '../messages/vehicle';
import type { VehicleSlice } from './vehicleSlice';

/** A field's error shows once the user left it or typed in it, not the moment a vehicle is picked. */
function useTouched() {
  const [touched, setTouched] = useState(false);
  return { touched, touch: () => setTouched(true) };
}

function AssistantsField({ slice, vehicle }: { slice: VehicleSlice; vehicle: Vehicle }) {
  useSignals();
  const id = useId();
  const range = slice.assistants.value;
  if (!range.available) {
    return (
      <Alert tone="info" className="box-vehicle-step__notice">
        {ASSISTANTS_AVAILABILITY_NOTICE}
      </Alert>
    );
  }
  const check = slice.assistantsCheck.value;
  const hints = [
    range.unitPrice > 0 ? VEHICLE_MESSAGES.assistantsPrice(range.unitPrice) : null,
    isDriverAssistantRecommended(vehicle.id) ? VEHICLE_MESSAGES.assistantsRecommended : null,
  ].filter(Boolean);
  return (
    <div className={check.ok ? 'box-field' : 'box-field box-field--invalid'}>
      <label htmlFor={id} className="box-field__label">
        {VEHICLE_MESSAGES.assistantsLabel}
      </label>
      <div className="box-field__control">
        <select
          id={id}
          className="box-field__input box-vehicle-step__select"
          value={slice.assistantsCount.value}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            slice.assistantsCount.value = Number(event.target.value);
          }}
        >
          {Array.from({ length: range.max + 1 }, (_, n) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the index is the option's value, 0 to max.
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <p id={`${id}-hint`} className={check.ok ? 'box-field__hint' : 'box-field__error'}>
        {check.ok ? hints.join(' ') : check.message}
      </p>
    </div>
  );
}

/** What the chosen vehicle lets the user set: weight, body types, extras, assistants, goods value. */
export function VehicleOptions({ slice }: { slice: VehicleSlice }) {
  useSignals();
  const weightTouch = useTouched();
  const vehicle = slice.selected.value;
  if (!vehicle) return <p className="box-vehicle-step__muted">{VEHICLE_MESSAGES.chooseVehicleFirst}</p>;

  const weightRequired = isWeightRequired(vehicle.id);
  const weight = slice.weight.value;
  const showWeightError = !weight.ok && (weightTouch.touched || slice.weightInput.value !== '');
  const bodyCheck = slice.bodyTypeCheck.value;
  const price = slice.price.value;
  // Required with ad valorem: an empty value says so at once, since it alone keeps 'Obter cotação' disabled.
  const priceError = price.ok ? null : price.message;

  return (
    <div className="box-vehicle-step__options">
      <TextField
        label={VEHICLE_MESSAGES.weightLabel}
        value={slice.weightInput.value}
        onChange={(value) => {
          slice.weightInput.value = value;
        }}
        onBlur={weightTouch.touch}
        inputMode="numeric"
        autoComplete="off"
        required={weightRequired}
        hint={weightRequired ? VEHICLE_MESSAGES.weightHintRequired : VEHICLE_MESSAGES.weightHintOptional}
        error={showWeightError && !weight.ok ? weight.message : null}
      />

      {vehicle.possibleBodyTypes.length > 0 ? (
        <fieldset className="box-vehicle-step__group">
          <legend className="box-vehicle-step__legend">
            {VEHICLE_MESSAGES.bodyTypesLegend}
            {vehicle.bodyTypeRequired ? (
              <span className="box-field__required" aria-hidden="true">
                {' '}
                *
              </span>
            ) : null}
          </legend>
          {vehicle.possibleBodyTypes.map((body) => (
            <Checkbox
              key={body.id}
              label={body.name}
              checked={slice.bodyTypes.value.includes(body.id)}
              onChange={(on) => slice.setBodyType(body.id, on)}
            />
          ))}
          {!bodyCheck.ok ? (
            <p className="box-vehicle-step__hint" role="status">
              {bodyCheck.message}
            </p>
          ) : null}
        </fieldset>
      ) : null}

      {vehicle.availableExtras.length > 0 ? (
        <fieldset className="box-vehicle-step__group">
          <legend className="box-vehicle-step__legend">{VEHICLE_MESSAGES.extrasLegend}</legend>
          {vehicle.availableExtras.map((extra) => (
            <Checkbox
              key={extra.id}
              label={extra.description}
              checked={slice.extras.value.includes(extra.id)}
              onChange={(on) => slice.setExtra(extra.id, on)}
            />
          ))}
        </fieldset>
      ) : null}

      <AssistantsField slice={slice} vehicle={vehicle} />

      {slice.adValoremApplies.value ? (
        <TextField
          label={VEHICLE_MESSAGES.priceLabel}
          prefix="R$"
          value={slice.priceInput.value}
          onChange={(value) => {
            slice.priceInput.value = value;
          }}
          inputMode="decimal"
          autoComplete="off"
          required
          hint={VEHICLE_MESSAGES.priceHint}
          error={priceError}
        />
      ) : null}
    </div>
  );
}
