import type { TestProject } from 'vitest/node';
import { startPortal } from './portal';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the portal the journeys run against. */
    baseUrl: string;
    /** DATA_DIR of that portal (its outbox holds the mails it sent). */
    dataDir: string;
  }
}

/** Starts the built portal as `npm start` does for the journeys, and stops it after them. */
export default async function setup(project: TestProject) {
  const portal = await startPortal();
  project.provide('baseUrl', portal.baseUrl);
  project.provide('dataDir', portal.dataDir);
  return portal.stop;
}
