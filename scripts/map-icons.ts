/**
 * Draws the map's marker images into src/client/public/img/icons/ (run once with `npx tsx scripts/map-icons.ts`
 * after changing a colour): a sprite of object pins — plot, office, commercial, grey (login needed) — in
 * cells of 64 × 80 px, and star.png for favourites. Drawn at twice the displayed size for sharp screens.
 */
import path from 'node:path';
import sharp from 'sharp';
import { OBJEKTARTEN } from '../src/shared/domain/objekt';

const OUT = path.resolve(import.meta.dirname, '../src/client/public/img/icons');
const CELL = { width: 64, height: 80 };
const GREY = '#868e96';

/** White glyphs of the three types, drawn inside the pin's head around (32, 30). */
const GLYPHS = [
  // plot: a parcel with a boundary corner
  '<path d="M21 21h22v18H21z" fill="none" stroke="#fff" stroke-width="3.2" stroke-linejoin="round"/><path d="M21 30h11v9" fill="none" stroke="#fff" stroke-width="2.4"/>',
  // office: a building with windows
  '<path d="M23 19h18v22H23z" fill="#fff"/><g fill="COLOR"><rect x="26" y="22" width="4" height="4"/><rect x="34" y="22" width="4" height="4"/><rect x="26" y="29" width="4" height="4"/><rect x="34" y="29" width="4" height="4"/><rect x="30" y="35" width="4" height="6"/></g>',
  // commercial: a hall with a saw-tooth roof
  '<path d="M19 41V27l7 4v-4l7 4v-4l7 4V20h5v21z" fill="#fff"/>',
];

function pin(color: string, glyph: string, x: number): string {
  return `<g transform="translate(${x} 0)">
    <path d="M32 77c-1.5-2-25-27-25-46a25 25 0 0 1 50 0c0 19-23.5 44-25 46z" fill="rgba(11,37,69,0.28)" transform="translate(1.5 1.5)"/>
    <path d="M32 77c-1.5-2-25-27-25-46a25 25 0 0 1 50 0c0 19-23.5 44-25 46z" fill="${color}" stroke="#fff" stroke-width="3.5"/>
    ${glyph.replaceAll('COLOR', color)}
  </g>`;
}

async function main() {
  const colors = [...OBJEKTARTEN.map((o) => o.color), GREY];
  // grey: a padlock — the object's details need a login
  const lock =
    '<path d="M26 28v-4a6 6 0 0 1 12 0v4" fill="none" stroke="#fff" stroke-width="3.2"/><rect x="22" y="28" width="20" height="14" rx="2.5" fill="#fff"/>';
  const glyphs = [...GLYPHS, lock];
  const cells = colors.map((color, i) => pin(color, glyphs[i] ?? '', i * CELL.width)).join('');
  const sprite = `<svg xmlns="http://www.w3.org/2000/svg" width="${CELL.width * colors.length}" height="${CELL.height}">${cells}</svg>`;
  await sharp(Buffer.from(sprite)).png().toFile(path.join(OUT, 'objekt-marker.png'));

  const star = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40">
    <path d="M20 3.5l5.1 10.4 11.4 1.7-8.3 8 2 11.3L20 29.5l-10.2 5.4 2-11.3-8.3-8 11.4-1.7z" fill="#fcc221" stroke="#0b2545" stroke-width="2.5" stroke-linejoin="round"/>
  </svg>`;
  await sharp(Buffer.from(star)).png().toFile(path.join(OUT, 'star.png'));
}

await main();
