import { formatRoundedWeight } from '@box/core/format';
import type { Vehicle } from '@box/core/schemas';
import { Badge } from '@box/ui';
import { useId } from 'react';
import { VEHICLE_MESSAGES } from '../messages/vehicle';

export interface VehicleCardsProps {
  vehicles: readonly Vehicle[];
  selectedId: string | null;
  isServed: (vehicle: Vehicle) => boolean;
  onSelect: (id: string) => void;
}

/**
 * The vehicle picker (SPEC §2 step 2): one card per vehicle with its short name, description and capacity.
 * Native radios underneath, so arrow keys move between vehicles the way browsers already do.
 */
export function VehicleCards({ vehicles, selectedId, isServed, onSelect }: VehicleCardsProps) {
  const name = useId();
  return (
    <fieldset className="box-vehicle-cards">
      <legend className="box-vehicle-step__legend">{VEHICLE_MESSAGES.vehiclesLegend}</legend>
      <div className="box-vehicle-cards__grid">
        {vehicles.map((vehicle) => {
          const served = isServed(vehicle);
          const id = `${name}-${vehicle.id}`;
          const classes = [
            'box-vehicle-card',
            vehicle.id === selectedId ? 'box-vehicle-card--selected' : '',
            served ? '' : 'box-vehicle-card--disabled',
          ]
            .filter(Boolean)
            .join(' ');
          return (
            <div key={vehicle.id} className={classes}>
              <input
                id={id}
                type="radio"
                name={name}
                className="box-vehicle-card__input"
                value={vehicle.id}
                checked={vehicle.id === selectedId}
                disabled={!served}
                onChange={() => onSelect(vehicle.id)}
              />
              <label htmlFor={id} className="box-vehicle-card__label">
                <span className="box-vehicle-card__head">
                  <span className="box-vehicle-card__name">{vehicle.shortName}</span>
                  {vehicle.isBeta ? <Badge tone="info">{VEHICLE_MESSAGES.beta}</Badge> : null}
                </span>
                <span className="box-vehicle-card__type">{vehicle.name}</span>
                <span className="box-vehicle-card__description">{vehicle.description}</span>
                <span className="box-vehicle-card__capacity">
                  {VEHICLE_MESSAGES.capacity(formatRoundedWeight(vehicle.maxCapacityInKg))}
                </span>
                {!served ? (
                  <span className="box-vehicle-card__watermark">{VEHICLE_MESSAGES.notServed}</span>
                ) : vehicle.watermarkText ? (
                  <span className="box-vehicle-card__watermark">{vehicle.watermarkText}</span>
                ) : null}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
