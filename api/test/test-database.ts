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

/** The template without the demo data: the schema only, for the tests that start from an empty database. */
const schemaOnly = (template: string) => `${template}_schema`;

/**
 * Builds the templates once per test project and run (Vitest global setup): one migrated (for `seed: false`), one
 * migrated and seeded, under names of their own so that parallel runs and projects on one server never drop each
 * other's. Copying a template takes a tenth of a second; migrating and seeding a database takes seconds.
 */
export async function createTemplate(project: string): Promise<string> {
  const template = `mission_control_tpl_${project}_${randomBytes(4).toString('hex')}`;
  if (!SERVER_URL) return template;
  await onServer((admin) => admin.raw(`create database ${schemaOnly(template)}`));
  const migrated = await connect({ databaseUrl: withDatabase(SERVER_URL, schemaOnly(template)), dataDir: '' });
  try {
    await migrateLatest(migrated.knex);
  } finally {
    await migrated.knex.destroy();
  }
  await onServer((admin) => admin.raw(`create database ${template} template ${schemaOnly(template)}`));
  const seeded = await connect({ databaseUrl: withDatabase(SERVER_URL, template), dataDir: '' });
  try {
    await seedDemo(seeded.knex);
  } finally {
    await seeded.knex.destroy();
  }
  return template;
}

export async function dropTemplate(template: string): Promise<void> {
  if (!SERVER_URL) return;
  await onServer(async (admin) => {
    for (const name of [template, schemaOnly(template)]) await admin.raw(`drop database if exists ${name} with (force)`);
  });
}

export type TestDatabase = Database & { url?: string; drop: () => Promise<void> };

/**
 * A fresh database with the schema and, unless `seed` is false, the demo data: a copy of this project's template
 * (`template` names it where Vitest's inject() is not available: a global setup).
 */
export async function createTestDatabase({ seed = true, template }: { seed?: boolean; template?: string } = {}): Promise<TestDatabase> {
  if (!SERVER_URL) {
    const db = await connect({ dataDir: 'memory://' });
    await migrateLatest(db.knex);
    if (seed) await seedDemo(db.knex);
    return { ...db, drop: () => db.knex.destroy() };
  }
  const name = `mission_control_test_${randomBytes(6).toString('hex')}`;
  const seeded = template ?? inject('templateDb');
  await onServer((admin) => admin.raw(`create database ${name} template ${seed ? seeded : schemaOnly(seeded)}`));
  const url = withDatabase(SERVER_URL, name);
  const db = await connect({ databaseUrl: url, dataDir: '' });
  return {
    ...db,
    url,
    drop: async () => {
      await db.knex.destroy();
      await onServer((admin) => admin.raw(`drop database if exists ${name} with (force)`));
    },
  };
}
