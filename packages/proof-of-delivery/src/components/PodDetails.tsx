import { formatDateTime, formatDocument, formatPlate } from '@box/core/format';
import type { ProofOfDelivery } from '@box/core/schemas';
import type { ReactNode } from 'react';
import { MESSAGES } from '../messages';

const orDash = (value: string | null | undefined): string => (value?.trim() ? value : MESSAGES.dash);

/** SPEC §2 fields of a proof, in the spec's order; an empty one shows a dash. */
export function podFields(pod: ProofOfDelivery): [label: string, value: ReactNode][] {
  const f = MESSAGES.fields;
  return [
    [f.barcode, orDash(pod.barcode)],
    [f.status, orDash(pod.statusMessage)],
    [f.orderId, String(pod.orderId)],
    [f.date, formatDateTime(pod.timeFinish)],
    [f.address, orDash(pod.address)],
    [f.driver, orDash(pod.driverName)],
    [f.plate, pod.driverVehiclePlate ? formatPlate(pod.driverVehiclePlate) : MESSAGES.dash],
    [f.notes, orDash(pod.notes)],
    [f.recipientName, orDash(pod.recipientName)],
    // A bare CPF/CNPJ reads masked; an RG or a public page's '•••' redaction shows as it comes.
    [f.document, orDash(pod.recipientIdentifier && formatDocument(pod.recipientIdentifier))],
    [
      f.declaration,
      pod.recipientSignatureTime
        ? MESSAGES.signedAt(formatDateTime(pod.recipientSignatureTime))
        : MESSAGES.dash,
    ],
    // A count of 0 reads as "no items recorded", as the spec's "dash if empty".
    [f.itemsCount, pod.itemsCount ? String(pod.itemsCount) : MESSAGES.dash],
  ];
}

export function PodDetails({ pod }: { pod: ProofOfDelivery }) {
  return (
    <dl className="box-pod-details">
      {podFields(pod).map(([label, value]) => (
        <div key={label} className="box-pod-details__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
