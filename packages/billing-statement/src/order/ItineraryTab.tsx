import { stopStatusLabel, taskTypeLabel } from '@box/core/catalogues';
import { formatShortDateTime } from '@box/core/format';
import type { BillingStop, OrderDetails } from '@box/core/schemas';
import { MapView } from '@box/ui/map';
import { MESSAGES } from '../messages';
import { stopAddress, stopMarkers, stopNumbers } from './stopMarkers';

export interface ItineraryTabProps {
  details: OrderDetails;
  mapStyle: string | Record<string, unknown>;
  mapWorkerUrl?: string;
}

/** SPEC §2 'Itinerário': the route and numbered stops on the map, then each stop's task, address and status. */
export function ItineraryTab({ details, mapStyle, mapWorkerUrl }: ItineraryTabProps) {
  const numbers = stopNumbers(details.stops);
  return (
    <div className="box-billing-itinerary">
      <MapView
        className="box-billing-itinerary__map"
        ariaLabel={MESSAGES.mapLabel}
        mapStyle={mapStyle}
        markers={stopMarkers(details)}
        route={details.geometry}
        workerUrl={mapWorkerUrl}
        // The map sits in a modal that scrolls: a finger scrolling past it must not get caught by it.
        cooperativeGestures
      />
      <h3 className="box-billing-itinerary__title">{MESSAGES.stopsTitle}</h3>
      {details.stops.length === 0 ? (
        <p>{MESSAGES.noStops}</p>
      ) : (
        <ol className="box-billing-stops">
          {details.stops.map((stop, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the stops of an order keep their sequence.
            <StopItem key={index} stop={stop} number={numbers[index] ?? null} />
          ))}
        </ol>
      )}
    </div>
  );
}

/** One stop of the list: its number (none at a warehouse), task, street and number, status and its time. */
function StopItem({ stop, number }: { stop: BillingStop; number: number | null }) {
  const status = stopStatusLabel(stop.status);
  return (
    <li className={`box-billing-stops__item box-billing-stops__item--${stop.status.toLowerCase()}`}>
      <span className="box-billing-stops__marker" aria-hidden="true">
        {number ?? '•'}
      </span>
      <div className="box-billing-stops__body">
        <p className="box-billing-stops__task">{taskTypeLabel(stop.task_type)}</p>
        <p className="box-billing-stops__address">{stopAddress(stop)}</p>
        {(status || stop.status_updated_at) && (
          <p className="box-billing-stops__status">
            {status}
            {status && stop.status_updated_at ? ' · ' : ''}
            {stop.status_updated_at ? (
              <time dateTime={stop.status_updated_at}>{formatShortDateTime(stop.status_updated_at)}</time>
            ) : null}
          </p>
        )}
      </div>
    </li>
  );
}
