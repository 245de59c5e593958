import { createTemplate, dropTemplate, TEMPLATES } from './test-database';

export async function setup(): Promise<void> {
  await createTemplate(TEMPLATES.api);
}

export async function teardown(): Promise<void> {
  await dropTemplate(TEMPLATES.api);
}
