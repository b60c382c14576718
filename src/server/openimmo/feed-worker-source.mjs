// The import's worker when the server runs from its TypeScript sources (tsx, Vitest): a worker thread
// does not inherit tsx's loader, so this loads feed-worker.ts through tsx's API.
import { tsImport } from 'tsx/esm/api';

const worker = await tsImport('./feed-worker.ts', import.meta.url);

export default worker.default;
