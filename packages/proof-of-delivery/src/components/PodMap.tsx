import type { ProofOfDelivery } from '@box/core/schemas';
import { type MapMarker, MapView } from '@box/ui/map';
import { MESSAGES } from '../messages';

/** SPEC §2: where the stop was planned, and where the proof was made (when the device sent its position). */
export function podMarkers(pod: ProofOfDelivery): MapMarker[] {
  const markers: MapMarker[] = [
    {
      id: 'address',
      kind: 'pin',
      tone: 'default',
      title: MESSAGES.scheduledStop,
      position: { latitude: pod.latAddress, longitude: pod.lngAddress },
      info: (
        <>
          <strong>{MESSAGES.scheduledStop}</strong>
          <br />
          {pod.address}
        </>
      ),
    },
  ];
  if (pod.latSignature !== null && pod.lngSignature !== null) {
    markers.push({
      id: 'signature',
      kind: 'pin',
      tone: 'active',
      title: MESSAGES.generatedHere,
      position: { latitude: pod.latSignature, longitude: pod.lngSignature },
      info: <strong>{MESSAGES.generatedHere}</strong>,
    });
  }
  return markers;
}

export interface PodMapProps {
  pod: ProofOfDelivery;
  mapStyle: string | Record<string, unknown>;
  workerUrl?: string;
}

export function PodMap({ pod, mapStyle, workerUrl }: PodMapProps) {
  return (
    <MapView
      className="box-pod__map"
      ariaLabel={MESSAGES.mapLabel}
      mapStyle={mapStyle}
      markers={podMarkers(pod)}
      workerUrl={workerUrl}
      // The map sits in a page that scrolls: a finger scrolling past it must not get caught by it.
      cooperativeGestures
    />
  );
}
