import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The index.html of a client build, naming its entry chunk (tests of the page head and static files). */
export const TEST_INDEX_HTML = `<!doctype html><html lang="de"><head><title>Standortportal</title><meta name="description" content="" /><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>`;

/**
 * A built client as Vite writes it, in a temporary directory: `files` by their path inside it
 * (index.html, assets/…, .vite/manifest.json). `remove` deletes the directory again.
 */
export function writeClientBuild(files: Record<string, string | Buffer>): { dir: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-client-'));
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
