import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

/** Distinct images (one per colour) written to files under a fresh temp folder: the file picker takes paths. */
export async function imageFiles(name: string, colours: readonly string[], format: 'png' | 'jpeg'): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-e2e-bilder-'));
  const files: string[] = [];
  for (const [i, colour] of colours.entries()) {
    const file = path.join(dir, `${name}-${i + 1}.${format === 'png' ? 'png' : 'jpg'}`);
    await sharp({ create: { width: 1200, height: 800, channels: 3, background: colour } })
      .toFormat(format)
      .toFile(file);
    files.push(file);
  }
  return files;
}
