import type { TestProject } from 'vitest/node';
import { createTemplate, dropTemplate } from './test-database';

let template: string | undefined;

export async function setup(project: TestProject): Promise<void> {
  template = await createTemplate('api');
  project.provide('templateDb', template);
}

export async function teardown(): Promise<void> {
  if (template) await dropTemplate(template);
}
