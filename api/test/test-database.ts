import { randomBytes } from 'node:crypto';
import knex from 'knex';
import { inject } from 'vitest';
import { connect, migrateLatest, type Database } from '@db/connect';
import { seedDemo } from '@db/seeds/demo';

/**
 * Each test file gets a database of its own, so files run in parallel without touching each other:
 * on the Postgres server of DATABASE_URL a copy of a migrated, seeded template; otherwise an in-memory PGlite.
 */
export const SERVER_URL = process.env.DATABASE_URL || undefined;

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function onServer<T>(fn: (admin: knex.Knex) => Promise<T>): Promise<T> {
  const admin = knex({ client: 'pg', connection: withDatabase(SERVER_URL!, 'postgres'), pool: { min: 0, max: 1 } });
  try {
    return await fn(admin);
  } finally {
    await admin.destroy();
  }
}

declare module 'vitest' {
  // Vitest's provide/inject registry is an interface to augment.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    templateDb: string;
  }
}

/**
 * Builds a migrated, seeded template once per test project and run (Vitest global setup), under a name of
 * its own so that parallel runs and projects on one server never drop each other's template.
 */
export async function createTemplate(project: string): Promise<string> {
  const template = `mission_control_tpl_${project}_${randomBytes(4).toString('hex')}`;
  if (!SERVER_URL) return template;
  await onServer((admin) => admin.raw(`create database ${template}`));
  const db = await connect({ databaseUrl: withDatabase(SERVER_URL, template), dataDir: '' });
  try {
    await migrateLatest(db.knex);
    await seedDemo(db.knex);
  } finally {
    await db.knex.destroy();
  }
  return template;
}

export async function dropTemplate(template: string): Promise<void> {
  if (!SERVER_URL) return;
  await onServer((admin) => admin.raw(`drop database if exists ${template} with (force)`));
}

export type TestDatabase = Database & { url?: string; drop: () => Promise<void> };

/** A fresh database with the schema and, unless `seed` is false, the demo data. */
export async function createTestDatabase({ seed = true } = {}): Promise<TestDatabase> {
  if (!SERVER_URL) {
    const db = await connect({ dataDir: 'memory://' });
    await migrateLatest(db.knex);
    if (seed) await seedDemo(db.knex);
    return { ...db, drop: () => db.knex.destroy() };
  }
  const name = `mission_control_test_${randomBytes(6).toString('hex')}`;
  const template = inject('templateDb');
  await onServer((admin) => admin.raw(seed ? `create database ${name} template ${template}` : `create database ${name}`));
  const url = withDatabase(SERVER_URL, name);
  const db = await connect({ databaseUrl: url, dataDir: '' });
  if (!seed) await migrateLatest(db.knex);
  return {
    ...db,
    url,
    drop: async () => {
      await db.knex.destroy();
      await onServer((admin) => admin.raw(`drop database if exists ${name} with (force)`));
    },
  };
}
