import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../api/src/config';
import { connect, migrateLatest } from '@db/connect';
import { seedDemo } from '@db/seeds/demo';
import { generateLargeData } from '@db/seeds/generate';

const USAGE = 'usage: scripts/db.ts migrate | seed | generate --students N';

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { students: { type: 'string' }, seed: { type: 'string' } },
  });
  const command = positionals[0];
  if (!command || !['migrate', 'seed', 'generate'].includes(command)) throw new Error(USAGE);
  const students = Number(values.students ?? 0);
  if (command === 'generate' && (!Number.isInteger(students) || students < 1)) {
    throw new Error('generate needs --students N, a whole number above 0');
  }

  const config = loadConfig();
  const db = await connect({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const where = db.kind === 'postgres' ? new URL(config.databaseUrl!).host : `embedded (${config.dataDir})`;
  try {
    const applied = await migrateLatest(db.knex);
    console.log(`migrations: ${applied.length ? applied.join(', ') : 'up to date'} [${where}]`);
    if (command === 'seed' || command === 'generate') {
      console.log((await seedDemo(db.knex)) ? 'demo data loaded' : 'demo data already present');
    }
    if (command === 'generate') {
      const started = performance.now();
      const result = await generateLargeData(db.knex, {
        students,
        seed: values.seed ? Number(values.seed) : undefined,
        onProgress: (done) => process.stdout.write(`\r  ${done} of ${students} students`),
      });
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`\ngenerated ${JSON.stringify(result)} in ${seconds} s`);
    }
  } finally {
    await db.knex.destroy();
  }
}

main().catch((err: unknown) => {
  const message = err instanceof ConfigError ? err.message.replaceAll('\n', ' ') : (err as Error).message;
  process.stderr.write(`db: ${message}\n`);
  process.exit(1);
});
