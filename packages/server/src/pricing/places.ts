import type { GeoPoint, PlaceAddress } from '@box/core/schemas';

/** The 27 federative units by code and by name, so 'SP', 'sp' and 'São Paulo' are all São Paulo. */
const UF_NAMES: Record<string, string> = {
  AC: 'Acre',
  AL: 'Alagoas',
  AP: 'Amapá',
  AM: 'Amazonas',
  BA: 'Bahia',
  CE: 'Ceará',
  DF: 'Distrito Federal',
  ES: 'Espírito Santo',
  GO: 'Goiás',
  MA: 'Maranhão',
  MT: 'Mato Grosso',
  MS: 'Mato Grosso do Sul',
  MG: 'Minas Gerais',
  PA: 'Pará',
  PB: 'Paraíba',
  PR: 'Paraná',
  PE: 'Pernambuco',
  PI: 'Piauí',
  RJ: 'Rio de Janeiro',
  RN: 'Rio Grande do Norte',
  RS: 'Rio Grande do Sul',
  RO: 'Rondônia',
  RR: 'Roraima',
  SC: 'Santa Catarina',
  SP: 'São Paulo',
  SE: 'Sergipe',
  TO: 'Tocantins',
};

/** Lower case, no accents, single spaces: how two spellings of one place name are compared. */
export const normalizeName = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

const ufByName = new Map<string, string>(
  Object.entries(UF_NAMES).flatMap(([uf, name]) => [
    [normalizeName(uf), uf],
    [normalizeName(name), uf],
  ]),
);

/** The UF code of a state written as a code or a name; null when it is neither. */
export const ufOf = (state: string): string | null => ufByName.get(normalizeName(state)) ?? null;

/** A stop as pricing sees it: where it is and in which municipality and state. */
export interface RouteStop {
  point: GeoPoint;
  /** Normalized municipality name + UF: equal keys = same municipality. */
  municipality: string;
  /** UF code, or the normalized state text when it is not a known UF. */
  uf: string;
}

export function routeStop(place: { geolocation: GeoPoint; address: PlaceAddress }): RouteStop {
  const uf = ufOf(place.address.state) ?? normalizeName(place.address.state);
  return {
    point: place.geolocation,
    municipality: `${normalizeName(place.address.locality)}/${uf}`,
    uf,
  };
}

/**
 * The route of an estimate, in driving order: the loading place (the warehouse of a delivery), the merchandise
 * places in list order, then the unloading place (the warehouse of a pickup, or a delivery's round-trip place).
 */
export function routeOf<P extends { geolocation: GeoPoint; address: PlaceAddress }>(request: {
  loadingPlace: P | null;
  places: readonly P[];
  unloadingPlace: P | null;
}): RouteStop[] {
  const places = [
    ...(request.loadingPlace ? [request.loadingPlace] : []),
    ...request.places,
    ...(request.unloadingPlace ? [request.unloadingPlace] : []),
  ];
  return places.map(routeStop);
}
