// npm run bench:csv-export: the production server (a child process) exports 50,000 students as CSV while its resident
// memory (RSS, from /proc) is sampled every 10 ms; the figure goes into docs/PERFORMANCE.md (issue 17 item 4).
// It creates a throwaway database on the Postgres server (BENCH_PG, default postgres://postgres@127.0.0.1:5432),
// fills it with the demo data and BENCH_STUDENTS generated students (default 50,000), and drops it at the end.
// One stage (about a quarter of the list) and then the whole list BENCH_ROUNDS times (default 6) are exported one
// after another: in constant memory the peak does not grow with the rows or the runs.
import { readFileSync } from 'node:fs';
import knexFactory from 'knex';
import { connect, migrateLatest } from '@db/connect';
import { DEMO_PASSWORD, seedDemo } from '@db/seeds/demo';
import { generateLargeData } from '@db/seeds/generate';
import { startBuiltServer } from './built-server';

const SERVER = process.env.BENCH_PG || 'postgres://postgres@127.0.0.1:5432';
const STUDENTS = Number(process.env.BENCH_STUDENTS || 50_000);
const DATABASE = `mc_csv_bench_${process.pid}`;
/** An already filled database to use instead (kept afterwards): BENCH_CSV_URL=postgres://…/mc_scale. */
const GIVEN = process.env.BENCH_CSV_URL;
const ROUNDS = Number(process.env.BENCH_ROUNDS || 6);

/** The process's resident memory now, in MB (VmRSS). */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'))!;
  return Number(/\d+/.exec(line)![0]) / 1024;
}

type Run = { label: string; rows: number; bytes: number; firstByteMs: number; totalMs: number; baseMb: number; peakMb: number };

async function exportOnce(url: string, cookie: string, pid: number, label: string, query: string): Promise<Run> {
  const baseMb = rssMb(pid);
  let peakMb = baseMb;
  const timer = setInterval(() => (peakMb = Math.max(peakMb, rssMb(pid))), 10);
  const started = performance.now();
  // Accept-Encoding: identity, as a download manager would; compression would only shrink the bytes on the wire.
  const res = await fetch(`${url}/api/admin/students/export.csv${query}`, { headers: { cookie, 'accept-encoding': 'identity' } });
  if (!res.ok) throw new Error(`export answered ${res.status}: ${await res.text()}`);
  let firstByteMs = 0;
  let bytes = 0;
  let newlines = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    if (bytes === 0) firstByteMs = performance.now() - started;
    bytes += chunk.length;
    for (const b of chunk) if (b === 10) newlines++;
  }
  const totalMs = performance.now() - started;
  clearInterval(timer);
  peakMb = Math.max(peakMb, rssMb(pid));
  return { label, rows: newlines - 1, bytes, firstByteMs, totalMs, baseMb, peakMb };
}

async function fill(databaseUrl: string): Promise<void> {
  const db = await connect({ databaseUrl, dataDir: 'memory://' });
  try {
    await migrateLatest(db.knex);
    await seedDemo(db.knex);
    process.stdout.write(`generating ${STUDENTS} students…`);
    await generateLargeData(db.knex, { students: STUDENTS, onProgress: (done) => process.stdout.write(`\r  ${done} of ${STUDENTS} students`) });
    console.log();
  } finally {
    await db.knex.destroy();
  }
}

async function measureOn(databaseUrl: string): Promise<void> {
  const server = await startBuiltServer({ webDir: 'dist/web', databaseUrl });
  try {
    const login = await fetch(`${server.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
    });
    const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const started = rssMb(server.pid);
    // A warm-up, so the first measured run does not pay for loading modules and filling the pool.
    await exportOnce(server.url, cookie, server.pid, 'warm-up', '?stage=alumni');
    const runs = [await exportOnce(server.url, cookie, server.pid, 'one stage (stage=lead)', '?stage=lead')];
    for (let i = 1; i <= ROUNDS; i++) {
      const byName = i % 2 === 0;
      runs.push(await exportOnce(server.url, cookie, server.pid, `every student, run ${i}${byName ? ' (by name)' : ''}`, byName ? '?sort=name' : ''));
    }
    console.log(`\nserver RSS after start and sign-in: ${started.toFixed(0)} MB; after a warm-up export of one stage (alumni): ${runs[0]!.baseMb.toFixed(0)} MB`);
    console.log('| export | rows | size | first byte | total | RSS before | peak RSS |');
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    for (const r of runs) {
      console.log(
        `| ${r.label} | ${r.rows.toLocaleString('en')} | ${(r.bytes / 1024 / 1024).toFixed(1)} MB | ${r.firstByteMs.toFixed(0)} ms | ${(r.totalMs / 1000).toFixed(2)} s | ${r.baseMb.toFixed(0)} MB | ${r.peakMb.toFixed(0)} MB |`,
      );
    }
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  if (GIVEN) return measureOn(GIVEN);
  const admin = knexFactory({ client: 'pg', connection: `${SERVER}/postgres` });
  await admin.raw(`create database ${DATABASE}`);
  try {
    await fill(`${SERVER}/${DATABASE}`);
    await measureOn(`${SERVER}/${DATABASE}`);
  } finally {
    await admin.raw(`drop database if exists ${DATABASE} with (force)`);
    await admin.destroy();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
