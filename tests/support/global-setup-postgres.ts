import type { TestProject } from 'vitest/node';
import { makeServerLabTemplate } from './lab-template.js';

// The integration tests again, with the lab on the PostgreSQL server: the template is a migrated, seeded server
// database and each test file runs on its own CREATE DATABASE … TEMPLATE copy (dropped after).
export default async function setup(project: TestProject) {
  const template = await makeServerLabTemplate();
  project.provide('labTemplateDir', template.dir);
  return () => template.remove();
}
