// The build check of `npm start` and `npm run start:cluster`: builds the portal when there is no build or its
// sources are newer than it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
/** What the two Vite builds read; tests are not part of the build. */
const SOURCES = ['src', 'package-lock.json', 'tsconfig.json', 'postcss.config.cjs'].concat(
  fs.readdirSync(root).filter((name) => /^vite\..*\.ts$/.test(name)),
);
const BUILT = ['dist/client/index.html', 'dist/server/main.js'];

function newestSource(file) {
  const stat = fs.statSync(file);
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(file) ? 0 : stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(file)) newest = Math.max(newest, newestSource(path.join(file, entry)));
  return newest;
}

function builtAt() {
  const times = BUILT.map((file) => path.join(root, file)).map((file) =>
    fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0,
  );
  return Math.min(...times);
}

/** Builds the client and the server unless the build is newer than every source; exits on a failed build. */
export function buildIfStale() {
  const sources = Math.max(...SOURCES.map((file) => newestSource(path.join(root, file))));
  if (builtAt() >= sources) return;
  console.log('Building the portal (no build yet, or the sources changed since the last one) …');
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  for (const args of [[], ['--config', 'vite.server.config.ts']]) {
    const run = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn', ...args], {
      cwd: root,
      stdio: 'inherit',
    });
    if (run.status !== 0) process.exit(run.status ?? 1);
  }
}
