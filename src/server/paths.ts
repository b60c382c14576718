import path from 'node:path';

/**
 * The project root. This file is src/server/paths.ts, and in the server build (vite.server.config.ts) its
 * code sits in dist/server/main.js: two levels below the root either way, so files that ship beside the
 * code (migrations, the built client) are found from source and from the build alike.
 */
export const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');
