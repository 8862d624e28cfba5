import type { TestProject } from 'vitest/node';
import { createTestTemplate, type TestTemplate } from './template';

declare module 'vitest' {
  export interface ProvidedContext {
    crmTemplate: TestTemplate;
  }
}

export default async function setup(project: TestProject) {
  const made = await createTestTemplate(process.env.TEST_DATABASE_URL);
  project.provide('crmTemplate', made.template);
  return () => made.dispose();
}
