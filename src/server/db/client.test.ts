import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, openPglite } from './client';

describe('embedded database directory', () => {
  it('refuses a second process on the same DATA_DIR and frees it on close', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-lock-'));
    const first = await openPglite(dir);
    await expect(openPglite(dir)).rejects.toThrow(DataDirLockedError);
    await expect(openPglite(dir)).rejects.toThrow(/is in use by another Standortportal process/);
    await first.close();
    const again = await openPglite(dir);
    await again.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
