import type { GivenRating, RatingBody, RatingQuestion, ShipmentTracking } from '@box/core/schemas';
import { Button, Modal, Spinner } from '@box/ui';
import { useEffect, useState } from 'react';
import { shipmentTrackingApi } from '../shared/shipments-api';
import RatingDialog from './RatingDialog';
import { RATING_TEXTS } from './texts';

export interface RatingSourceProps {
  hash: string;
  questions?: readonly RatingQuestion[];
  driverId?: number;
  given?: GivenRating | null;
  open: boolean;
  onClose?: () => void;
  onRated?: (body: RatingBody | null) => void;
}

type Loaded =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'loaded'; tracking: ShipmentTracking };

/**
 * The questions and the driver to rate: the ones given, else the shipment's tracking answer (fetched when the
 * modal first opens, so an element placed on a page costs nothing until it is shown).
 */
export function RatingSource({
  hash,
  questions,
  driverId,
  given,
  open,
  onClose,
  onRated,
}: RatingSourceProps) {
  const api = shipmentTrackingApi.useApi();
  const needsTracking = !questions || driverId === undefined;
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'idle' });
  const close = () => onClose?.();

  useEffect(() => {
    if (!open || !needsTracking || !hash) return;
    let current = true;
    setLoaded({ kind: 'loading' });
    api.shipmentByHash(hash).then(
      (tracking) => current && setLoaded({ kind: 'loaded', tracking }),
      () => current && setLoaded({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [api, hash, open, needsTracking]);

  if (!open) return null;
  if (!needsTracking) {
    return (
      <RatingDialog
        hash={hash}
        questions={questions}
        driverId={driverId}
        given={given}
        open
        onClose={close}
        onRated={onRated}
      />
    );
  }
  if (loaded.kind === 'loaded' && loaded.tracking.driver) {
    const { tracking } = loaded;
    return (
      <RatingDialog
        hash={hash}
        questions={questions ?? tracking.ratingQuestions}
        driverId={driverId ?? tracking.driver!.id}
        given={given ?? tracking.rating}
        open
        onClose={close}
        onRated={onRated}
      />
    );
  }
  const failed = loaded.kind === 'failed' || loaded.kind === 'loaded' || !hash;
  return (
    <Modal
      open
      size="sm"
      title={RATING_TEXTS.title}
      onClose={close}
      closeLabel={RATING_TEXTS.close}
      footer={failed ? <Button onClick={close}>{RATING_TEXTS.close}</Button> : null}
    >
      {failed ? <p role="alert">{RATING_TEXTS.unavailable}</p> : <Spinner label={RATING_TEXTS.loading} />}
    </Modal>
  );
}
