import { formatDayMonthAtTime } from '@box/core/format';
import type { ShipmentTracking } from '@box/core/schemas';
import { type MapMarker, type MapMarkerTone, MapView } from '@box/ui/map';
import { driverMarkerTitle, driverPositionTime } from '../../shared/driverPosition';
import { stopAddress } from '../address';
import detailsCss from '../details.css?inline';
import { DETAILS_TEXTS } from '../detailsTexts';
import { SHIPMENT_TEXTS } from '../texts';

const STOP_TONE: Record<ShipmentTracking['status'], MapMarkerTone> = {
  PENDING: 'default',
  IN_TRANSIT: 'active',
  DELIVERED: 'success',
  FAILED: 'failure',
  CANCELED: 'default',
};

/** The delivery stop (with its info window: code, address, estimated arrival) and the driver while followed. */
export function shipmentMarkers(tracking: ShipmentTracking): MapMarker[] {
  const address = stopAddress(tracking.deliveryStop);
  const eta = tracking.deliveryStop.driverEta;
  const markers: MapMarker[] = [
    {
      id: 'stop',
      kind: 'pin',
      tone: STOP_TONE[tracking.status],
      position: tracking.deliveryStop.location,
      title: DETAILS_TEXTS.stopMarker(address),
      info: (
        <dl className="box-shipment__info">
          <dt>{SHIPMENT_TEXTS.code}</dt>
          <dd>{tracking.trackingCode}</dd>
          <dt>{DETAILS_TEXTS.address}</dt>
          <dd>{address}</dd>
          <dt>{DETAILS_TEXTS.eta}</dt>
          <dd>{eta ? formatDayMonthAtTime(eta) : DETAILS_TEXTS.noEta}</dd>
        </dl>
      ),
    },
  ];
  const driverAt = tracking.driver?.location;
  if (driverAt) {
    const at = tracking.driver?.locationAt ?? null;
    markers.push({
      id: 'driver',
      kind: 'driver',
      position: driverAt,
      title: driverMarkerTitle(DETAILS_TEXTS.driverMarker, at),
      ...(at ? { caption: driverPositionTime(at) } : {}),
    });
  }
  return markers;
}

export interface ShipmentMapProps {
  tracking: ShipmentTracking;
  mapStyle: string | Record<string, unknown>;
  mapWorkerUrl?: string;
  fitPadding: { top: number; right: number; bottom: number; left: number };
}

/** The info window's sheet comes with this lazy chunk, not in the page's first bytes. */
const MAP_CONTENT_STYLES = [detailsCss];

export default function ShipmentMap({ tracking, mapStyle, mapWorkerUrl, fitPadding }: ShipmentMapProps) {
  return (
    <MapView
      className="box-shipment__map"
      ariaLabel={DETAILS_TEXTS.mapLabel}
      mapStyle={mapStyle}
      workerUrl={mapWorkerUrl}
      markers={shipmentMarkers(tracking)}
      fitPadding={fitPadding}
      styles={MAP_CONTENT_STYLES}
    />
  );
}
