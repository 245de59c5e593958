import { existsSync } from 'node:fs';
import { createTemplate, dropTemplate, TEMPLATES } from '../api/test/test-database';

export async function setup(): Promise<void> {
  if (!existsSync('dist/web/index.html')) {
    throw new Error('End-to-end tests run against the production build: run `npm run build` first (npm test does).');
  }
  await createTemplate(TEMPLATES.e2e);
}

export async function teardown(): Promise<void> {
  await dropTemplate(TEMPLATES.e2e);
}
