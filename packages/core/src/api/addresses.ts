import { locationSearch } from '../rules/cep';
import { Location } from '../schemas/locations';
import type { ApiTransport } from './transport';

export function createAddressesApi({ call }: ApiTransport) {
  return {
    /** GET /locations?search={postalCode}:{number}&requireGeolocation=… (404 when nothing matches). */
    locations: (query: { postalCode: string; number?: string | null; requireGeolocation?: boolean }) =>
      call(Location, 'locations', {
        searchParams: {
          search: locationSearch(query.postalCode, query.number ?? null),
          requireGeolocation: String(query.requireGeolocation ?? true),
        },
      }),
  };
}
