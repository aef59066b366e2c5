import type { LabConfig } from './config';
import type { Db } from './db/database';
import type { TokenService } from './services/tokens';

/** What every route module receives from buildLabApp. */
export interface LabDeps {
  db: Db;
  config: LabConfig;
  tokens: TokenService;
}
