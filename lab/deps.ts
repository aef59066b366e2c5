import type { LabConfig } from './config';
import type { Db } from './db/database';
import type { TokenService } from './services/tokens';
import type { UserEventBus } from './services/user-events';

/** What every route module receives from buildLabApp. */
export interface LabDeps {
  db: Db;
  config: LabConfig;
  tokens: TokenService;
  /** Live user events: routes publish after commit, the sockets listen. */
  events: UserEventBus;
}
