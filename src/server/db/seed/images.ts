import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { encodeDerivative, imageDerivatives } from '../../bilder/storage';
import { inParallel } from '../../lib/parallel';
import { createRandom, hashString, type Random } from './random';

/** What a demo image shows: a plot, an office building, a commercial hall or a campaign banner. */
export type SeedImageKind = 'grundstueck' | 'buero' | 'gewerbe' | 'kampagne';

export interface SeedImageOptions {
  seed: number;
  title: string;
  subtitle?: string;
  kind: SeedImageKind;
  width: number;
  height: number;
}

/** Size of every demo image (rendered at 1920 px wide; spec 7 derivatives 240 and 1920). */
export const DEMO_IMAGE_SIZE = { width: 1920, height: 1280 } as const;

const SKIES: [string, string][] = [
  ['#7fb3e0', '#e6f1fa'],
  ['#5d8fc9', '#f3e3c3'],
  ['#9cc3e6', '#fdf4e3'],
  ['#f2b880', '#fbe3c8'],
  ['#6c8fb5', '#d9e4ef'],
  ['#a9c9e8', '#eef5fb'],
];
const FIELDS = ['#8fb35a', '#a8c46a', '#c9b35c', '#7ea34f', '#b7c77a', '#d6c27a', '#94b86b'];
const FACADES = ['#dfe4ea', '#c9d3dd', '#e9e1d3', '#b8c4cf', '#d8d2c8', '#f0ede6'];
const ACCENTS = ['#1f5fa8', '#c0392b', '#2e8b57', '#e0a21b', '#5b6c7d', '#8e44ad'];

function escapeXml(s: string): string {
  return s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function hills(r: Random, w: number, h: number, horizon: number, color: string, amp: number): string {
  const steps = 8;
  let d = `M0 ${horizon}`;
  for (let i = 0; i <= steps; i++) {
    const x = (w / steps) * i;
    const y = horizon - r.float(0.2, 1) * amp;
    d += ` Q${x - w / steps / 2} ${y - amp * 0.4} ${x} ${y}`;
  }
  d += ` L${w} ${h} L0 ${h} Z`;
  return `<path d="${d}" fill="${color}"/>`;
}

/** Field parcels in perspective: stripes converging towards a vanishing point on the horizon. */
function parcels(r: Random, w: number, h: number, horizon: number): string {
  const out: string[] = [];
  const vx = r.float(0.3, 0.7) * w;
  const n = r.int(7, 11);
  const edges: number[] = [];
  for (let i = 0; i <= n; i++) edges.push(-w * 0.6 + (w * 2.2 * i) / n + r.float(-30, 30));
  for (let i = 0; i < n; i++) {
    const color = r.pick(FIELDS);
    const left = edges[i] as number;
    const right = edges[i + 1] as number;
    out.push(
      `<polygon points="${vx + (left - vx) * 0.02},${horizon} ${vx + (right - vx) * 0.02},${horizon} ${right},${h} ${left},${h}" fill="${color}"/>`,
    );
  }
  // The highlighted plot: a quadrilateral outlined in the plot colour.
  const y1 = horizon + (h - horizon) * r.float(0.35, 0.5);
  const y2 = horizon + (h - horizon) * r.float(0.75, 0.9);
  const cx = w * r.float(0.35, 0.65);
  const half1 = w * 0.12;
  const half2 = w * 0.22;
  out.push(
    `<polygon points="${cx - half1},${y1} ${cx + half1 * 1.1},${y1 + 6} ${cx + half2},${y2} ${cx - half2 * 0.9},${y2 - 8}" fill="#2e8b57" fill-opacity="0.25" stroke="#ffffff" stroke-width="${w / 400}" stroke-dasharray="${w / 60} ${w / 120}"/>`,
  );
  // A row of trees along the horizon.
  const trees = r.int(6, 14);
  for (let i = 0; i < trees; i++) {
    const x = r.float(0, w);
    const s = r.float(8, 22) * (w / 1920);
    out.push(`<ellipse cx="${x}" cy="${horizon - s * 0.6}" rx="${s}" ry="${s * 1.3}" fill="#4f6b3a"/>`);
  }
  return out.join('');
}

/** Trees in front of buildings: round crowns on trunks, standing on the line `y`. */
function trees(r: Random, w: number, y: number, count: number, scale: number): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = r.float(0, w);
    const s = r.float(40, 80) * scale;
    const green = r.pick(['#4f7a3a', '#5b8a42', '#3f6b33', '#6a9a4c']);
    out.push(
      `<rect x="${x - s * 0.08}" y="${y - s * 1.1}" width="${s * 0.16}" height="${s * 1.1}" fill="#6b5440"/>`,
      `<circle cx="${x}" cy="${y - s * 1.4}" r="${s * 0.75}" fill="${green}"/>`,
    );
  }
  return out.join('');
}

/** Office buildings: glass towers and blocks with window grids on a paved forecourt. */
function offices(r: Random, w: number, h: number, horizon: number): string {
  const out: string[] = [];
  const accent = r.pick(ACCENTS);
  const base = horizon + (h - horizon) * 0.3;
  out.push(`<rect x="0" y="${base}" width="${w}" height="${h - base}" fill="#b9b6ad"/>`);
  out.push(`<rect x="0" y="${base + (h - base) * 0.45}" width="${w}" height="${(h - base) * 0.3}" fill="#6f7378"/>`);
  for (let x = w * 0.02; x < w; x += w * 0.1) {
    out.push(
      `<rect x="${x}" y="${base + (h - base) * 0.59}" width="${w * 0.05}" height="${h * 0.006}" fill="#f2f2ee"/>`,
    );
  }
  const count = r.int(3, 6);
  let x = r.float(-0.05, 0.05) * w;
  for (let b = 0; b < count && x < w; b++) {
    const bw = r.float(0.12, 0.26) * w;
    const bh = r.float(0.25, 0.6) * h;
    const top = base - bh;
    const facade = r.pick(FACADES);
    out.push(`<rect x="${x}" y="${top}" width="${bw}" height="${bh}" fill="${facade}"/>`);
    out.push(
      `<rect x="${x + bw}" y="${top + bh * 0.04}" width="${bw * 0.08}" height="${bh * 0.96}" fill="#000" fill-opacity="0.12"/>`,
    );
    const cols = r.int(4, 8);
    const rows = Math.max(3, Math.floor(bh / (h * 0.05)));
    const glass = r.chance(0.5) ? '#5f86ad' : '#7a9cbc';
    const cw = bw / cols;
    const rh = bh / rows;
    for (let c = 0; c < cols; c++) {
      for (let rr = 0; rr < rows - 1; rr++) {
        const op = r.float(0.55, 0.95).toFixed(2);
        out.push(
          `<rect x="${x + c * cw + cw * 0.15}" y="${top + rr * rh + rh * 0.2}" width="${cw * 0.7}" height="${rh * 0.6}" fill="${glass}" fill-opacity="${op}"/>`,
        );
      }
    }
    out.push(
      `<rect x="${x + bw * 0.4}" y="${base - rh * 0.8}" width="${bw * 0.2}" height="${rh * 0.8}" fill="#3d4a57"/>`,
    );
    if (r.chance(0.5)) out.push(`<rect x="${x}" y="${top}" width="${bw}" height="${h * 0.012}" fill="${accent}"/>`);
    x += bw + r.float(0.01, 0.06) * w;
  }
  out.push(trees(r, w, base + (h - base) * 0.4, r.int(4, 8), w / 1920));
  return out.join('');
}

/** Commercial halls: long low buildings with shed roofs, gates and a loading yard. */
function halls(r: Random, w: number, h: number, horizon: number): string {
  const out: string[] = [];
  const accent = r.pick(ACCENTS);
  const base = horizon + (h - horizon) * 0.35;
  const count = r.int(1, 3);
  let x = r.float(0.02, 0.12) * w;
  for (let b = 0; b < count && x < w * 0.9; b++) {
    const bw = r.float(0.3, 0.5) * w;
    const bh = r.float(0.14, 0.24) * h;
    const facade = r.pick(FACADES);
    out.push(`<rect x="${x}" y="${base - bh}" width="${bw}" height="${bh}" fill="${facade}"/>`);
    const sheds = r.int(3, 6);
    const sw = bw / sheds;
    for (let s = 0; s < sheds; s++) {
      const sx = x + s * sw;
      out.push(
        `<polygon points="${sx},${base - bh} ${sx + sw},${base - bh - h * 0.04} ${sx + sw},${base - bh}" fill="#9aa5b1"/>`,
      );
    }
    out.push(`<rect x="${x}" y="${base - bh}" width="${bw}" height="${h * 0.015}" fill="${accent}"/>`);
    const gates = r.int(2, 5);
    for (let g = 0; g < gates; g++) {
      const gx = x + (bw / (gates + 1)) * (g + 1) - bw * 0.04;
      out.push(
        `<rect x="${gx}" y="${base - bh * 0.55}" width="${bw * 0.08}" height="${bh * 0.55}" fill="#6b7785" stroke="#55606c" stroke-width="2"/>`,
      );
    }
    x += bw + r.float(0.03, 0.08) * w;
  }
  out.push(`<rect x="0" y="${base}" width="${w}" height="${h - base}" fill="#9c9c94"/>`);
  for (let i = 0; i < 6; i++) {
    const lx = r.float(0, w);
    out.push(
      `<rect x="${lx}" y="${base + (h - base) * r.float(0.3, 0.8)}" width="${w * 0.06}" height="${h * 0.006}" fill="#f4f4f0" fill-opacity="0.8"/>`,
    );
  }
  return out.join('');
}

/** A campaign banner: a small town skyline on the horizon and a diagonal band in an accent colour. */
function banner(r: Random, w: number, h: number, horizon: number): string {
  const out: string[] = [];
  let x = r.float(0.3, 0.4) * w;
  while (x < w) {
    const bw = r.float(0.03, 0.08) * w;
    const bh = r.float(0.05, 0.22) * h;
    out.push(`<rect x="${x}" y="${horizon - bh}" width="${bw}" height="${bh + h * 0.05}" fill="#7d8c99"/>`);
    if (r.chance(0.3)) {
      out.push(
        `<polygon points="${x},${horizon - bh} ${x + bw / 2},${horizon - bh - h * 0.04} ${x + bw},${horizon - bh}" fill="#7d8c99"/>`,
      );
    }
    x += bw + r.float(0, 0.02) * w;
  }
  out.push(trees(r, w, horizon + h * 0.06, r.int(6, 10), w / 1920));
  const accent = r.pick(ACCENTS);
  out.push(
    `<polygon points="0,${h * 0.55} ${w * 0.62},${h * 0.7} ${w * 0.55},${h} 0,${h}" fill="${accent}" fill-opacity="0.55"/>`,
  );
  return out.join('');
}

/** Composes the SVG of one demo image; pure and deterministic in `opts`. */
export function composeSeedSvg(opts: SeedImageOptions): string {
  const { width: w, height: h, kind } = opts;
  const r = createRandom(opts.seed);
  const [skyTop, skyBottom] = r.pick(SKIES);
  const horizon = h * r.float(0.48, 0.6);
  const parts: string[] = [];
  parts.push(
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient>`,
    `<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></linearGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>`,
  );
  parts.push(
    `<circle cx="${r.float(0.1, 0.9) * w}" cy="${r.float(0.08, 0.25) * h}" r="${h * 0.05}" fill="#fff6d8" fill-opacity="0.85"/>`,
  );
  for (let i = 0; i < r.int(2, 4); i++) {
    const cx = r.float(0, w);
    const cy = r.float(0.05, 0.3) * h;
    const s = r.float(0.04, 0.09) * w;
    parts.push(
      `<g fill="#ffffff" fill-opacity="0.7"><ellipse cx="${cx}" cy="${cy}" rx="${s}" ry="${s * 0.3}"/><ellipse cx="${cx + s * 0.5}" cy="${cy - s * 0.15}" rx="${s * 0.6}" ry="${s * 0.3}"/></g>`,
    );
  }
  parts.push(hills(r, w, h, horizon, '#a7b8a0', h * 0.08));
  parts.push(hills(r, w, h, horizon + h * 0.03, '#8ea57f', h * 0.05));
  parts.push(`<rect x="0" y="${horizon + h * 0.03}" width="${w}" height="${h}" fill="${r.pick(FIELDS)}"/>`);
  if (kind === 'grundstueck') parts.push(parcels(r, w, h, horizon + h * 0.03));
  else if (kind === 'buero') parts.push(offices(r, w, h, horizon));
  else if (kind === 'gewerbe') parts.push(halls(r, w, h, horizon));
  else parts.push(banner(r, w, h, horizon));
  parts.push(`<rect width="${w}" height="${h}" fill="url(#shade)"/>`);
  // Property images carry a small, faint caption. Campaign images stay free of text: pages and cards
  // crop them to many shapes and print the article's title themselves.
  const isBanner = kind === 'kampagne';
  const fs1 = Math.round(h * 0.028);
  const fs2 = Math.round(fs1 * 0.6);
  if (opts.title && !isBanner) {
    parts.push(
      `<text x="${w * 0.04}" y="${h - h * 0.06 - (opts.subtitle ? fs2 * 1.4 : 0)}" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="${fs1}" fill="#ffffff" fill-opacity="0.6">${escapeXml(opts.title)}</text>`,
    );
  }
  if (opts.subtitle && !isBanner) {
    parts.push(
      `<text x="${w * 0.04}" y="${h - h * 0.06}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${fs2}" fill="#ffffff" fill-opacity="0.8">${escapeXml(opts.subtitle)}</text>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${parts.join('')}</svg>`;
}

/** Renders a demo illustration (sky, ground, buildings or parcels by `kind`, colours by `seed`) as WEBP. */
export async function renderSeedImage(opts: SeedImageOptions): Promise<Buffer> {
  return sharp(Buffer.from(composeSeedSvg(opts)))
    .webp({ quality: 78, effort: 2 })
    .toBuffer();
}

/**
 * Writes the derivatives of `source` as an upload gets them (bilder/storage.ts: the 240 and 1920 px wide
 * WEBP files at `bilder/{size}/{file}` and the exposé's JPEG) and returns the source's dimensions.
 */
export async function writeImageDerivatives(
  dataDir: string,
  file: string,
  source: Buffer,
): Promise<{ width: number; height: number }> {
  const meta = await sharp(source).metadata();
  if (!meta.width || !meta.height) throw new Error(`writeImageDerivatives: unreadable image for ${file}`);
  for (const derivative of imageDerivatives(file)) {
    const target = path.join(dataDir, derivative.key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await encodeDerivative(sharp(source), derivative).toFile(target);
  }
  return { width: meta.width, height: meta.height };
}

/** Copies the already written derivatives of `from` to `to` (seeding reuses a pool of rendered images). */
export async function copyImageDerivatives(dataDir: string, from: string, to: string): Promise<void> {
  const targets = imageDerivatives(to);
  for (const [i, source] of imageDerivatives(from).entries()) {
    await fs.copyFile(path.join(dataDir, source.key), path.join(dataDir, targets[i]?.key as string));
  }
}

/** Distinct demo images rendered per kind; every objektbild row gets its own copy under its own name. */
export const IMAGE_POOL_PER_KIND = 15;

/** One demo image file to write: its name, what it shows and which pooled rendering it copies. */
export interface DemoImage {
  file: string;
  kind: SeedImageKind;
  pool: number;
}

const POOL_TITLE = 'Beispielbild';

/**
 * Writes the image files of the demo properties: each pooled illustration is rendered once (for the first
 * file using it), every further file is a copy, so each objektbild row has its own file.
 */
export async function writePooledImages(dataDir: string, images: DemoImage[]): Promise<void> {
  const firstOf = new Map<string, string>();
  const copies: { from: string; to: string }[] = [];
  for (const img of images) {
    const key = `${img.kind}-${img.pool}`;
    const first = firstOf.get(key);
    if (first) copies.push({ from: first, to: img.file });
    else firstOf.set(key, img.file);
  }
  const renders = [...firstOf.entries()];
  await inParallel(renders, 2, async ([key, file]) => {
    const [kind, pool] = key.split('-') as [SeedImageKind, string];
    const source = await renderSeedImage({
      seed: hashString(key) ^ Number(pool),
      title: POOL_TITLE,
      kind,
      width: DEMO_IMAGE_SIZE.width,
      height: DEMO_IMAGE_SIZE.height,
    });
    await writeImageDerivatives(dataDir, file, source);
  });
  await inParallel(copies, 16, ({ from, to }) => copyImageDerivatives(dataDir, from, to));
}
