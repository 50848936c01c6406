import { GAZETTEER_ROWS, type GazetteerRow } from './gazetteer-data';
import type { CepRecord, Geocoder } from './geocoder';

function recordOf([
  postalCode,
  thoroughfare,
  neighborhood,
  locality,
  state,
  latitude,
  longitude,
]: GazetteerRow): CepRecord {
  return {
    postalCode,
    type: thoroughfare === null ? 'locality' : 'street',
    thoroughfare,
    neighborhood,
    locality,
    state,
    point: { latitude, longitude },
  };
}

/**
 * The default geocoder: a small directory of real CEPs shipped with the server, so the demo and the tests
 * resolve addresses offline and in microseconds (a 500-row paste makes 500 look-ups).
 */
export class EmbeddedGazetteer implements Geocoder {
  readonly name = 'embedded';
  private readonly byCep: ReadonlyMap<string, CepRecord>;

  constructor(rows: readonly GazetteerRow[] = GAZETTEER_ROWS) {
    this.byCep = new Map(rows.map((row) => [row[0], recordOf(row)]));
  }

  get size() {
    return this.byCep.size;
  }

  findCep(postalCode: string): Promise<CepRecord | null> {
    return Promise.resolve(this.byCep.get(postalCode) ?? null);
  }
}
