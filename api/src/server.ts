import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect, migrateLatest } from '@db/connect';
import { seedDemo } from '@db/seeds/demo';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { documentStorage } from './documents/storage';
import { createLogger } from './logger';
import { scheduleRetention } from './privacy/retention';
import { createChannels } from './notifications/channels';
import { createDeliveryWorker } from './notifications/worker';

/** One clear line and a non-zero exit: what a person starting the server needs, no stack trace. */
function fail(message: string): never {
  process.stderr.write(`mission-control: ${message}\n`);
  process.exit(1);
}

function describeStartError(err: unknown, databaseUrl?: string): string {
  const e = err as { code?: string; message?: string };
  if (e.code === 'ECONNREFUSED' || e.code === 'ENOTFOUND' || e.code === 'ETIMEDOUT' || e.code === '3D000' || e.code === '28P01') {
    const where = databaseUrl ? new URL(databaseUrl).host : 'the database';
    return `cannot reach the database at ${where} (${e.code}: ${e.message ?? ''}). Check DATABASE_URL.`;
  }
  return `could not start: ${e.message ?? String(err)}`;
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(`${err.message.replaceAll('\n', ' ')}`);
    throw err;
  }
  const logger = createLogger(config);

  let db;
  try {
    db = await connect({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    const applied = await migrateLatest(db.knex);
    if (applied.length) logger.info({ applied }, 'migrations applied');
    // The embedded default is a demo: it fills itself on first start. A real server is seeded only on request
    // (SEED_DEMO=true); SEED_DEMO=false keeps an embedded database empty, for `npm run admin:create`.
    const seed = config.seedDemo ?? db.kind === 'pglite';
    if (seed && (await seedDemo(db.knex))) logger.info('demo data loaded');
  } catch (err) {
    fail(describeStartError(err, config.databaseUrl));
  }

  const app = createApp({ db, config, logger });
  // Leads past the retention period are erased once a day, by whichever process claims the day first (docs/PRIVACY.md).
  const stopRetention = scheduleRetention(db.knex, documentStorage(config, db.knex), logger);
  // The notification outbox's worker runs in every API process; SKIP LOCKED shares the work (docs/ARCHITECTURE.md).
  const { channels, mailer } = createChannels(config);
  const worker = createDeliveryWorker({ knex: db.knex, channels, logger });
  worker.start();
  if (!mailer.configured) logger.info({ directory: config.mail.directory }, 'SMTP_URL is not set: notification e-mails are written as .eml files');
  const server: Server = app.listen(config.port);
  // Keep idle connections open longer than a load balancer's idle timeout (60 s on the common ones) and longer
  // than Node's 5 s default: a client reusing a socket the server just closed gets ECONNRESET instead of an answer.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'EADDRINUSE') fail(`port ${config.port} is already in use. Stop the other server or set PORT.`);
    fail(`cannot listen on port ${config.port}: ${err.message}`);
  });
  server.on('listening', () => {
    const { port } = server.address() as AddressInfo;
    logger.info({ port, database: db.kind }, `Mission Control is serving http://localhost:${port}`);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    stopRetention();
    logger.info({ signal }, 'shutting down');
    // Finish the requests in flight, then release the database.
    server.close(() => {
      void worker
        .stop()
        .then(() => mailer.close())
        .then(() => db.knex.destroy())
        .finally(() => process.exit(0));
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err: unknown) => fail(`could not start: ${(err as Error).message ?? String(err)}`));
