import { existsSync } from 'node:fs';
import { WEB_DIR } from './support/server';
import { createTemplate, dropTemplate, TEMPLATES } from '../api/test/test-database';

export async function setup(): Promise<void> {
  if (!existsSync(`${WEB_DIR}/index.html`)) {
    throw new Error('End-to-end tests run against the production build: run `npm run build` first (npm test does).');
  }
  await createTemplate(TEMPLATES.e2e);
}

export async function teardown(): Promise<void> {
  await dropTemplate(TEMPLATES.e2e);
}
