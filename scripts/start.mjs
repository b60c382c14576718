// `npm start`: builds the portal when there is no build or its sources are newer than it, then starts the
// built server in this process. A start on an up-to-date build goes straight to the server.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale, root } from './build-if-stale.mjs';

buildIfStale();
await import(pathToFileURL(path.join(root, 'dist/server/main.js')).href);
