import { POSTAL_CODE_LENGTH } from '@box/core/catalogues';
import { fiscalDocumentErrorFromStatus, type MerchandiseErrorKind } from '@box/core/errors';
import { looksLikeAccessKey } from '@box/core/rules';
import {
  type BatchShipmentInput,
  type FilledShipment,
  type FiscalDocument,
  type Location,
  Place,
} from '@box/core/schemas';
import pLimit from 'p-limit';
import * as v from 'valibot';
import type { Database } from '../db/database';
import { lookupFailure } from '../fiscal/api-answers';
import { type LookupOutcome, lookupFiscalDocuments } from '../fiscal/lookup';
import type { SefazGateway } from '../fiscal/sefaz';
import { type CepRecord, type Geocoder, GeocoderUnavailableError } from '../geo/geocoder';
import { locationOf } from '../geo/locate';
import { logger } from '../log/logger';

/** Shipments one request may carry (the wizard sends a few hundred at a time). */
export const FILL_MISSING_DATA_MAX_SHIPMENTS = 1000;

/** CEP look-ups one batch runs at once (the online provider is a remote service). */
const GEOCODER_CONCURRENCY = 8;

export interface FillMissingDataInput {
  db: Database;
  customerId: number;
  shipments: readonly BatchShipmentInput[];
  sefaz: SefazGateway;
  geocoder: Geocoder;
  now: Date;
}

/** The merchandise error kind the wizard shows for a failed look-up: what its client makes of the same 4xx/5xx. */
function documentErrorKind(outcome: Exclude<LookupOutcome, { kind: 'found' }>): MerchandiseErrorKind {
  const failure = lookupFailure(outcome);
  return fiscalDocumentErrorFromStatus(failure.status, failure.body).kind;
}

/**
 * The geocoder's record per CEP, each CEP asked once per batch (a spreadsheet repeats them). An unreachable
 * provider counts as not found, as GET /locations' 502 does for the wizard (NoGeolocationFound).
 */
function cepFinder(geocoder: Geocoder) {
  const limit = pLimit(GEOCODER_CONCURRENCY);
  const records = new Map<string, Promise<CepRecord | null>>();
  let reported = false;
  return (postalCode: string): Promise<CepRecord | null> => {
    let record = records.get(postalCode);
    if (!record) {
      record = limit(() => geocoder.findCep(postalCode)).catch((error: unknown) => {
        if (!(error instanceof GeocoderUnavailableError)) throw error;
        if (!reported) logger.warn({ err: error }, 'fill-missing-data: geocoder unavailable');
        reported = true;
        return null;
      });
      records.set(postalCode, record);
    }
    return record;
  };
}

/**
 * The stop of a shipment: the document's address where it has one (as the wizard keeps it), else what the
 * geocoder knows, at the number's point. Null when it would not be a valid Place (e.g. a 300-character number).
 */
function placeOf(
  code: string,
  postalCode: string,
  number: string,
  location: Location & { geolocation: NonNullable<Location['geolocation']> },
  document: FiscalDocument | null,
): Place | null {
  const stated = document?.addressee.address;
  const found = location.address;
  const candidate = {
    id: code,
    isCustomerWarehouse: false,
    address: {
      postalCode,
      thoroughfare: stated?.thoroughfare || found.thoroughfare || '',
      number,
      neighborhood: stated?.neighborhood || found.neighborhood || '',
      locality: stated?.locality || found.locality,
      state: stated?.state || found.state,
      complement: stated?.complement ? stated.complement.slice(0, 100) : null,
      contact: null,
    },
    geolocation: location.geolocation,
    timeWindow: null,
    instructions: null,
    addressee: document && {
      name: document.addressee.name,
      phoneNumber: document.addressee.phoneNumber,
      nationalDocumentNumber: document.addressee.nationalDocument,
      isLegalPerson: document.addressee.isLegalPerson,
    },
  };
  const parsed = v.safeParse(Place, candidate);
  return parsed.success ? parsed.output : null;
}

/**
 * POST /spots/batch/shipments/fill-missing-data: for each shipment, in order, what the wizard's per-row
 * pipeline would find — an access key's fiscal document (the customer's own, as GET /fiscal-documents), then
 * the address of the document, or of the CEP and number given, geolocated as GET /locations does — with the
 * same merchandise error kinds. The documents of the whole batch come in one query.
 */
export async function fillMissingData(input: FillMissingDataInput): Promise<FilledShipment[]> {
  const accessKeys = input.shipments.map((s) => s.code).filter(looksLikeAccessKey);
  const documents = await lookupFiscalDocuments({
    db: input.db,
    customerId: input.customerId,
    accessKeys,
    sefaz: input.sefaz,
    now: input.now,
  });
  const findCep = cepFinder(input.geocoder);

  async function fill({ code, ...given }: BatchShipmentInput): Promise<FilledShipment> {
    let document: FiscalDocument | null = null;
    if (looksLikeAccessKey(code)) {
      const outcome = documents.get(code) ?? { kind: 'not_found' };
      if (outcome.kind !== 'found') {
        return { code, place: null, fiscalDocument: null, error: documentErrorKind(outcome) };
      }
      document = outcome.document;
    }
    const failed = (error: MerchandiseErrorKind): FilledShipment => ({
      code,
      place: null,
      fiscalDocument: document,
      error,
    });
    // The document's address replaces what was typed with the code, as in the wizard.
    const stated = document?.addressee.address;
    const postalCode = (stated ? stated.postalCode : (given.postalCode ?? '')).replace(/\D/g, '');
    const number = (stated ? stated.number : (given.number ?? '')).trim();
    if (postalCode.length !== POSTAL_CODE_LENGTH || number === '') {
      return failed(document ? 'NoGeolocationFound' : 'NoEnoughData');
    }
    const record = await findCep(postalCode);
    const location = record && locationOf(record, number, true);
    const geolocation = location?.geolocation;
    if (!location || !geolocation) return failed('NoGeolocationFound');
    const place = placeOf(code, postalCode, number, { ...location, geolocation }, document);
    return place ? { code, place, fiscalDocument: document, error: null } : failed('NoGeolocationFound');
  }

  return Promise.all(input.shipments.map(fill));
}
