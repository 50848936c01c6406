import { ROUND_TRIP_TRACKING_CODE } from '@box/core/catalogues';
import type { RoundTrip, TimeWindowDraft } from '@box/core/schemas';
import { Button, Modal, TextField } from '@box/ui';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { AddressFields } from '../merchandise/address/AddressFields';
import { fromWarehouseAddress, toWarehouseAddress } from '../merchandise/address/addressDraft';
import { useAddressFinder } from '../merchandise/address/useAddressFinder';
import { TimeWindowFields } from '../merchandise/TimeWindowFields';
import { timeWindowState } from '../merchandise/timeWindowError';
import { ROUND_TRIP_TEXTS } from './roundTripTexts';

export interface RoundTripModalProps {
  open: boolean;
  place: RoundTrip | null;
  onConfirm: (place: RoundTrip) => void;
  onClose: () => void;
}

/**
 * SPEC §2 round-trip edit modal: the code fixed 'ROTA-CIRCULAR', the address by CEP + number, complement,
 * delivery window and observation; Confirmar blocked while the address is queried or has no point.
 */
export function RoundTripModal({ open, ...props }: RoundTripModalProps) {
  return open ? <RoundTripDialog {...props} /> : null;
}

function RoundTripDialog({ place, onConfirm, onClose }: Omit<RoundTripModalProps, 'open'>) {
  const formId = useId();
  const initialAddress = useMemo(() => (place ? fromWarehouseAddress(place.address, place) : null), [place]);
  const finder = useAddressFinder(initialAddress);
  const [window, setWindow] = useState<TimeWindowDraft>({
    start: place?.opening_time ?? '',
    end: place?.closing_time ?? '',
  });
  const [observation, setObservation] = useState(place?.delivery_instructions ?? '');
  const windowState = timeWindowState(window, false);
  const resolved = finder.resolved;
  const ready = resolved !== null && !finder.querying && windowState.valid;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready || !resolved) return;
    onConfirm({
      isRoundTrip: true,
      trackingCode: ROUND_TRIP_TRACKING_CODE,
      address: toWarehouseAddress(resolved),
      latitude: resolved.latitude,
      longitude: resolved.longitude,
      opening_time: window.start.trim() || null,
      closing_time: window.end.trim() || null,
      delivery_instructions: observation.trim() || null,
    });
  }

  return (
    <Modal
      open
      title={ROUND_TRIP_TEXTS.title}
      onClose={onClose}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {ROUND_TRIP_TEXTS.back}
          </Button>
          <Button type="submit" form={formId} disabled={!ready}>
            {ROUND_TRIP_TEXTS.confirm}
          </Button>
        </>
      }
    >
      <form id={formId} className="box-step1__form" onSubmit={submit} noValidate>
        <TextField
          label={ROUND_TRIP_TEXTS.code}
          value={ROUND_TRIP_TRACKING_CODE}
          onChange={() => {}}
          readOnly
        />
        <AddressFields finder={finder} required />
        <TimeWindowFields
          legend={ROUND_TRIP_TEXTS.window}
          value={window}
          onChange={setWindow}
          error={windowState.error}
        />
        <TextField
          label={ROUND_TRIP_TEXTS.observation}
          value={observation}
          onChange={setObservation}
          maxLength={255}
        />
      </form>
    </Modal>
  );
}
