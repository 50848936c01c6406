import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import type { SessionContext } from '../security/sessions';

export type Clock = () => Date;

export interface AppDeps {
  db: Database;
  config: ServerConfig;
  clock: Clock;
}

/** Hono's environment for every route: the app's dependencies and the caller's session (null = anonymous). */
export interface AppEnv {
  Variables: {
    deps: AppDeps;
    session: SessionContext | null;
  };
}
