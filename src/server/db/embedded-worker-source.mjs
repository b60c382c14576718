// The embedded database's thread when the server runs from its TypeScript sources (tsx, Vitest): a worker
// thread does not inherit tsx's loader, so this loads embedded-worker.ts through tsx's API.
import { tsImport } from 'tsx/esm/api';

await tsImport('./embedded-worker.ts', import.meta.url);
