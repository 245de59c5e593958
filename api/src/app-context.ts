import type { Logger } from 'pino';
import type { Database } from '@db/connect';
import type { Config } from './config';

/** What every route module is built from: no module reads globals. */
export type AppContext = { db: Database; config: Config; logger: Logger };
