import type { ApiErrorBody } from '@box/core/schemas';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import type { Geocoder } from '../geo/geocoder';
import type { Auth } from '../security/principal';
import type { SessionContext } from '../security/sessions';

export type Clock = () => Date;

export interface AppDeps {
  db: Database;
  config: ServerConfig;
  clock: Clock;
  /** CEP look-ups (GET /locations): the embedded gazetteer unless BOX_GEOCODER says otherwise. */
  geocoder: Geocoder;
}

/** Hono's environment for every route: the app's dependencies and the caller's session (null = anonymous). */
export interface AppEnv {
  Variables: {
    deps: AppDeps;
    session: SessionContext | null;
    /** How the session was proved (cookie, API key, embed token); null when there is none. */
    auth: Auth | null;
    /** Why there is no session, as a signed-in route answers it (401): not signed in, expired, bad credential. */
    noSession: ApiErrorBody;
  };
}
