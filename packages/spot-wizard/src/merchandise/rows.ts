import { CODE_MAX_LENGTH } from '@box/core/catalogues';
import type {
  FiscalDocument,
  Merchandise,
  MerchandiseAddress,
  PastedMerchandise,
  ServiceType,
  TrackingRecipient,
} from '@box/core/schemas';

export const emptyAddress = (): MerchandiseAddress => ({
  postalCode: '',
  number: '',
  complement: null,
  latitude: null,
  longitude: null,
  thoroughfare: null,
  neighborhood: null,
  locality: null,
  state: null,
});

/** A new row of the list, loading until its pipeline runs. `code` is already normalised (upper case). */
export function newRow(
  code: string,
  serviceType: ServiceType,
  fields: Partial<Merchandise> = {},
): Merchandise {
  return {
    id: code,
    trackingCode: code,
    serviceType,
    address: emptyAddress(),
    sender: null,
    volumesCount: null,
    timeWindow: { start: '', end: '' },
    instructions: null,
    status: { type: 'loading' },
    trackingCodeTooLong: code.length > CODE_MAX_LENGTH,
    trackingRecipients: [],
    fiscalDocument: null,
    ...fields,
  };
}

/** The recipient's address as the fiscal document states it; the geolocation comes from /locations. */
export function addressFromDocument(document: FiscalDocument): MerchandiseAddress {
  const address = document.addressee.address;
  return {
    postalCode: address.postalCode.replace(/\D/g, ''),
    number: address.number,
    complement: address.complement ? address.complement.slice(0, 100) : null,
    latitude: null,
    longitude: null,
    thoroughfare: address.thoroughfare || null,
    neighborhood: address.neighborhood || null,
    locality: address.locality || null,
    state: address.state || null,
  };
}

/** What a fiscal document fills in a row besides the address. */
export function documentFields(document: FiscalDocument): Partial<Merchandise> {
  return {
    fiscalDocument: document,
    address: addressFromDocument(document),
    sender: document.sender.name || null,
    volumesCount:
      document.cargoMeasurements.volumesCount === null
        ? null
        : Math.max(0, Math.round(document.cargoMeasurements.volumesCount)),
  };
}

/** SPEC §3 simple paste: recipients come as lists of e-mails and phones (phones kept as digits). */
export function recipientsFromPaste(row: Pick<PastedMerchandise, 'emails' | 'phones'>): TrackingRecipient[] {
  return [
    ...row.emails.map((email) => ({ email, phone: null })),
    ...row.phones
      .map((phone) => phone.replace(/\D/g, ''))
      .filter((phone) => phone !== '')
      .map((phone) => ({ email: null, phone })),
  ];
}

/** A pasted row before its pipeline: address, instructions, recipients and coordinates as pasted. */
export function rowFromPaste(pasted: PastedMerchandise, serviceType: ServiceType): Merchandise {
  const coordinates =
    pasted.latitude !== null &&
    pasted.longitude !== null &&
    Math.abs(pasted.latitude) <= 90 &&
    Math.abs(pasted.longitude) <= 180
      ? { latitude: pasted.latitude, longitude: pasted.longitude }
      : { latitude: null, longitude: null };
  return newRow(pasted.code, serviceType, {
    address: {
      ...emptyAddress(),
      postalCode: pasted.postalCode ?? '',
      number: pasted.number ?? '',
      ...coordinates,
    },
    instructions: pasted.instructions,
    trackingRecipients: recipientsFromPaste(pasted),
  });
}
