// npm run bench: the real app in-process against the demo data and a large database (50,000 or a million students,
// BENCH_LARGE_URL) on the same Postgres server, and against the embedded PGlite with the demo data. Prints the table
// docs/PERFORMANCE.md keeps, with Lighthouse's benchmark index and the load average before and after.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { createApp } from '../api/src/app';
import { loadConfig } from '../api/src/config';
import { createLogger } from '../api/src/logger';
import { connect, migrateLatest, type Database } from '@db/connect';
import { DEMO_PASSWORD, seedDemo } from '@db/seeds/demo';
import { benchmarkIndex } from './benchmark-index';
import { measure, type Endpoint, type LoadOptions, type Measurement } from './measure';
import { NAME_FRAGMENTS, PHONE_FRAGMENTS, searchPaths } from './search-terms';
import { printTable, type TargetResult } from './table';

const SERVER = 'postgres://postgres@127.0.0.1:5432';
const DEMO_URL = process.env.BENCH_DEMO_URL || `${SERVER}/mc_demo`;
const LARGE_URL = process.env.BENCH_LARGE_URL || `${SERVER}/mc_scale`;
const LOAD: LoadOptions = {
  connections: Number(process.env.BENCH_CONNECTIONS || 10),
  durationSeconds: Number(process.env.BENCH_SECONDS || 3),
};
const TARGETS = (process.env.BENCH_TARGETS || 'demo,large,pglite').split(',');
const ROUNDS = Number(process.env.BENCH_ROUNDS || 1);

const HOW_TO_CREATE = `
  Create the two databases once (any Postgres server; these are the defaults):
    createdb mc_demo  && DATABASE_URL=${SERVER}/mc_demo  npm run db:seed
    createdb mc_scale && DATABASE_URL=${SERVER}/mc_scale npm run db:generate -- --students 50000   (or 1000000)
  or point BENCH_DEMO_URL and BENCH_LARGE_URL at your own. BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_ROUNDS and
  BENCH_TARGETS (demo,large,pglite) and BENCH_ONLY (words of endpoint labels) change the run.`;

const LOGIN_BODY = JSON.stringify({ username: 'admin', password: DEMO_PASSWORD });
const get = (path: string, signedIn = true): Endpoint => ({ label: `GET ${path}`, method: 'GET', path, signedIn });
/** A search as people search: each request the next of `terms`, so neither the page nor the count was just computed. */
const search = (what: string, terms: readonly string[]): Endpoint => {
  const paths = searchPaths(terms);
  return { label: `GET /api/admin/students?search=<${terms.length} ${what}>`, method: 'GET', path: paths[0]!, paths, signedIn: true };
};
export const ENDPOINTS: Endpoint[] = [
  get('/api/health', false),
  get('/api/news', false),
  get('/api/universities', false),
  get('/api/admin/session'),
  get('/api/admin/students'),
  search('name fragments', NAME_FRAGMENTS),
  search('phone fragments', PHONE_FRAGMENTS),
  get('/api/admin/students?stage=visa&priority=high'),
  // The students table's orders and filters (issue 15 item 3).
  get('/api/admin/students?sort=name'),
  get('/api/admin/students?sort=-name'),
  get('/api/admin/students?sort=createdAt'),
  get('/api/admin/students?sort=-updatedAt'),
  get('/api/admin/students?sort=updatedAt'),
  get('/api/admin/students?owner=none&country=Kenya&sort=name'),
  get('/api/admin/students?source=Nairobi%20Fair%202026&sort=-updatedAt'),
  get('/api/admin/applications'),
  get('/api/admin/visa-cases'),
  get('/api/admin/universities'),
  get('/api/admin/dashboard'),
  get('/api/admin/analytics'),
  // Last: it adds a session per request. Deliberately slow (argon2id, 19 MiB), so it is measured, not compared.
  // Four at a time: the login limits count an attempt before its password is checked, so a fifth concurrent
  // attempt on one account would be answered 429, which is the limit working, not a login.
  { label: 'POST /api/admin/login', method: 'POST', path: '/api/admin/login', body: LOGIN_BODY, signedIn: false, maxConnections: 4 },
];

// BENCH_ONLY=students,dashboard measures just the endpoints whose label contains one of the words (and health).
const ONLY = (process.env.BENCH_ONLY || '').split(',').filter(Boolean);
const SELECTED = ONLY.length
  ? ENDPOINTS.filter((e, i) => i === 0 || ONLY.some((word) => e.label.includes(word)))
  : ENDPOINTS;

async function openTarget(name: string): Promise<Database | undefined> {
  if (name === 'pglite') {
    const db = await connect({ dataDir: 'memory://' });
    await migrateLatest(db.knex);
    await seedDemo(db.knex);
    await db.knex.raw('analyze');
    return db;
  }
  const url = name === 'demo' ? DEMO_URL : LARGE_URL;
  const db = await connect({ databaseUrl: url, dataDir: '' });
  try {
    await migrateLatest(db.knex);
    const [row] = await db.knex('students').count<{ count: number }[]>({ count: '*' });
    if (Number(row?.count ?? 0) === 0) throw new Error('it has no students');
    // Planner statistics as autovacuum keeps them on a running server (it may be off on a scratch server).
    await db.knex.raw('analyze');
    return db;
  } catch (err) {
    await db.knex.destroy();
    console.error(`skipping ${name}: cannot use ${url} (${(err as Error).message}).${HOW_TO_CREATE}`);
    return undefined;
  }
}

type Running = { name: string; db: Database; base: string; cookie: string; settle: () => Promise<void>; close: () => Promise<void> };

/** Serves the app on a loopback port and signs in; settle() waits until no request is still being handled. */
async function startTarget(name: string, db: Database): Promise<Running> {
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' });
  const handle = createApp({ db, config, logger: createLogger(config) }).callback();
  // autocannon drops its sockets when its time is up; the requests still being handled must not overlap the next run.
  let inFlight = 0;
  const server = createServer((req, res) => {
    inFlight++;
    void handle(req, res).finally(() => inFlight--);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const startedAt = new Date();
  const login = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: LOGIN_BODY,
  });
  if (!login.ok) throw new Error(`cannot sign in as admin on ${name} (${login.status}): is it the demo data?`);
  return {
    name,
    db,
    base,
    cookie: (login.headers.get('set-cookie') ?? '').split(';')[0]!,
    settle: async () => {
      while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 20));
    },
    close: async () => {
      // The bench's own sessions go, so the database is left as it was found.
      await db.knex('sessions')
        .where('created_at', '>=', startedAt)
        .whereIn('admin_user_id', db.knex('admin_users').select('id').where({ username: 'admin' }))
        .delete();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.knex.destroy();
    },
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

/** The round whose median latency is the median of all rounds. */
function middleRound(rounds: Measurement[]): Measurement {
  // A round with no answer at all (every request slower than the run) has no median: it is the slowest.
  const p50 = median(rounds.map((r) => (Number.isNaN(r.p50) ? Infinity : r.p50)));
  return rounds.find((r) => r.p50 === p50 || (p50 === Infinity && Number.isNaN(r.p50)))!;
}

async function describe(target: Running): Promise<Omit<TargetResult, 'results'>> {
  const [{ count }] = (await target.db.knex('students').count({ count: '*' })) as [{ count: number }];
  const version = ((await target.db.knex.raw('show server_version')) as { rows: { server_version: string }[] }).rows[0]!;
  return { name: target.name, students: Number(count), postgres: version.server_version };
}

async function main(): Promise<void> {
  const cpus = os.cpus();
  console.log(
    `Machine: ${cpus.length} × ${cpus[0]?.model.trim() ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ` +
      `Node ${process.version}; ${LOAD.connections} connections × ${LOAD.durationSeconds} s per endpoint and target, ` +
      `${ROUNDS} round(s), median round shown.`,
  );
  // How fast and how busy the shared machine was, before and after: the figures are only comparable beside these.
  const machine = async (when: string) =>
    console.log(`${when}: Lighthouse benchmark index ${Math.round(await benchmarkIndex())}, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  await machine('Before');
  const running: Running[] = [];
  for (const name of TARGETS) {
    const db = await openTarget(name);
    if (db) running.push(await startTarget(name, db));
  }
  try {
    // Targets take turns endpoint by endpoint, so a busy moment on the machine falls on all of them alike.
    const rounds = new Map<string, Measurement[]>();
    for (let round = 1; round <= ROUNDS; round++) {
      for (const endpoint of SELECTED) {
        for (const target of running) {
          process.stderr.write(`  round ${round}: ${target.name} ${endpoint.label}\n`);
          const key = `${target.name} ${endpoint.label}`;
          rounds.set(key, [...(rounds.get(key) ?? []), await measure(target.base, endpoint, target.cookie, LOAD)]);
          await target.settle();
        }
      }
    }
    const results: TargetResult[] = [];
    for (const target of running) {
      const measured = new Map(SELECTED.map((e) => [e.label, middleRound(rounds.get(`${target.name} ${e.label}`)!)]));
      results.push({ ...(await describe(target)), results: measured });
    }
    printTable(SELECTED, results);
    await machine('After');
  } finally {
    for (const target of running) await target.close();
  }
}

main().catch((err: unknown) => {
  console.error(`bench: ${(err as Error).message}`);
  process.exit(1);
});
