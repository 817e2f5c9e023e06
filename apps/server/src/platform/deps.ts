import type { AuthGuard } from './auth/guard';
import type { AccessTokens } from './auth/access-token';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/client';

/** What every module receives from the app factory. */
export interface AppDeps {
  config: Config;
  db: Db;
  now: Clock;
  accessTokens: AccessTokens;
  guard: AuthGuard;
}
