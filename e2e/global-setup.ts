import { existsSync } from 'node:fs';
import { WEB_DIR } from './support/server';
import type { TestProject } from 'vitest/node';
import { createTemplate, dropTemplate } from '../api/test/test-database';

let template: string | undefined;

export async function setup(project: TestProject): Promise<void> {
  if (!existsSync(`${WEB_DIR}/index.html`)) {
    throw new Error('End-to-end tests run against the production build: run `npm run build` first (npm test does).');
  }
  template = await createTemplate('e2e');
  project.provide('templateDb', template);
}

export async function teardown(): Promise<void> {
  if (template) await dropTemplate(template);
}
