import type { TestProject } from 'vitest/node';
import { makeLabTemplate } from './lab-template.js';

export default async function setup(project: TestProject) {
  const template = await makeLabTemplate();
  project.provide('labTemplateDir', template.dir);
  return () => template.remove();
}

declare module 'vitest' {
  export interface ProvidedContext {
    labTemplateDir: string;
  }
}
