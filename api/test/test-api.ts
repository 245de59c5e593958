import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { createLogger } from '../src/logger';
import { createTestDatabase, type TestDatabase } from './test-database';

export type TestApi = {
  url: string;
  db: TestDatabase;
  config: Config;
  request: (path: string, init?: RequestInit) => Promise<Response>;
  close: () => Promise<void>;
};

/** The real Koa app over HTTP on a loopback port, on a database of its own; `env` adds settings (TRUST_PROXY...). */
export async function startTestApi({ seed = true, env = {} }: { seed?: boolean; env?: Record<string, string> } = {}): Promise<TestApi> {
  const db = await createTestDatabase({ seed });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIR: 'dist/web', ...env });
  const app = createApp({ db, config, logger: createLogger(config) });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    db,
    config,
    request: (path, init) => fetch(url + path, init),
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.drop();
    },
  };
}
