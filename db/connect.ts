import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import knex, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import pg from 'pg';
import { migrationSource } from './migrations/index';

export type DatabaseKind = 'postgres' | 'pglite';
export type Database = { knex: Knex; kind: DatabaseKind };
export type ConnectOptions = {
  /** A Postgres server; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** Where the embedded database keeps its files; `memory://` keeps it in memory. */
  dataDir: string;
  poolMax?: number;
};

// Postgres `date` columns are calendar dates, not instants: keep them as 'YYYY-MM-DD' text.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
// numeric (fees, revenue) arrives as text; money in this product fits a double.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** A Knex instance on the Postgres server at `databaseUrl`, or on the embedded PGlite under `dataDir`. */
export async function connect(options: ConnectOptions): Promise<Database> {
  if (options.databaseUrl) {
    const instance = knex({
      client: 'pg',
      connection: options.databaseUrl,
      pool: { min: 0, max: options.poolMax ?? 10 },
      acquireConnectionTimeout: 10_000,
    });
    return { knex: instance, kind: 'postgres' };
  }
  const dataDir = options.dataDir.startsWith('memory://') ? options.dataDir : resolve(options.dataDir, 'pglite');
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create({ dataDir, extensions: { pg_trgm }, parsers: pgliteParsers });
  const instance = knex({
    client: ClientPgLite,
    dialect: 'postgres',
    connection: () => ({ pglite }) as object,
  });
  return { knex: instance, kind: 'pglite' };
}

// The same text representations as the pg parsers above, so both databases answer alike.
const pgliteParsers = {
  1082: (value: string) => value,
  1700: (value: string) => Number(value),
  20: (value: string) => Number(value),
};

export async function migrateLatest(db: Knex): Promise<string[]> {
  const [, applied] = (await db.migrate.latest({ migrationSource })) as [number, string[]];
  return applied;
}

export async function rollbackAll(db: Knex): Promise<void> {
  await db.migrate.rollback({ migrationSource }, true);
}
