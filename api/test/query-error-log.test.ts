import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { Writable } from 'node:stream';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from '../src/http/errors';
import { createLogger } from '../src/logger';
import { createTestDatabase, type TestDatabase } from './test-database';

// Issue 12 item 11: a failed query used to be logged with its values written into the SQL and Postgres's detail
// ("Key (lower(email))=(amina…) already exists."): personal data in the logs.
let db: TestDatabase;
let server: Server;
let url: string;
const lines: string[] = [];

beforeAll(async () => {
  db = await createTestDatabase({ seed: false });
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const app = new Koa();
  app.silent = true;
  app.use(errorHandler(createLogger({ logLevel: 'info' }, sink)));
  // A query that fails on a unique index, carrying a person's e-mail as its value.
  app.use(async (ctx) => {
    await db.knex('newsletter_subscribers').insert({ email: 'Amina.Hassan@example.com' });
    await db.knex('newsletter_subscribers').insert({ email: 'amina.hassan@example.com' });
    ctx.body = 'unreachable';
  });
  server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await db.drop();
});

describe('a failed query in the log', () => {
  it('carries the SQL with placeholders, never the values', async () => {
    const res = await fetch(`${url}/anything`);
    expect(res.status).toBe(500);
    const logged = lines.join('');
    expect(logged).toContain('request failed');
    expect(logged).toContain('insert into \\"newsletter_subscribers\\" (\\"email\\") values ($1)');
    expect(logged).toContain('duplicate key value violates unique constraint');
    expect(logged.toLowerCase()).not.toContain('amina');
  });
});
