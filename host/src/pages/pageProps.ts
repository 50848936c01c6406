import type { AppLocation, Params } from '../routes/router';
import type { RouteDef } from '../routes/table';

/** What every page receives from the route view. */
export interface PageProps {
  route: RouteDef;
  params: Params;
  location: AppLocation;
}
