import type { Locator } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';

/** A picture of the map as RGB(A) bytes. */
export interface Pixels {
  data: Buffer;
  channels: number;
}

/** The map's pixels as RGB(A) bytes. */
export async function pixels(map: Locator): Promise<Pixels> {
  const { data, info } = await sharp(await map.screenshot())
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, channels: info.channels };
}

/** The map's pixels once two pictures in a row agree (the map has settled after the last change). */
export async function settled(map: Locator): Promise<Pixels> {
  let last = await pixels(map);
  await expect
    .poll(async () => {
      const next = await pixels(map);
      const same = next.data.equals(last.data);
      last = next;
      return same;
    })
    .toBe(true);
  return last;
}

/**
 * Pixels that turned blue since `before` (the borders and the flood areas are blue): blue clearly above
 * red, and different from what was there. Markers and the base map stay as they were between the pictures.
 */
export async function newBluePixels(map: Locator, before: Pixels): Promise<number> {
  const after = await pixels(map);
  let count = 0;
  for (let i = 0; i + 2 < after.data.length && i + 2 < before.data.length; i += after.channels) {
    const [r, g, b] = [after.data[i] ?? 0, after.data[i + 1] ?? 0, after.data[i + 2] ?? 0];
    const changed =
      Math.abs(r - (before.data[i] ?? 0)) +
      Math.abs(g - (before.data[i + 1] ?? 0)) +
      Math.abs(b - (before.data[i + 2] ?? 0));
    if (changed > 24 && b > r + 40 && b > g) count++;
  }
  return count;
}
