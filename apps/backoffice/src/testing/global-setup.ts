// Vitest's global setup for the back office's suites: a place for this run's seeded databases
// (seeded-databases.ts), removed with them when the run ends.
import type { TestProject } from 'vitest/node';
import { newTemplateRun, removeTemplateRun } from './seeded-databases.ts';

export default function setup(project: TestProject) {
  const run = newTemplateRun();
  project.provide('seededDatabases', run);
  return () => removeTemplateRun(run, process.env.TEST_DATABASE_URL);
}
