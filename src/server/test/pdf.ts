import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

const standardFontDataUrl = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** The text of every page of a PDF, as a reader would extract it (for asserting on generated PDFs). */
export async function pdfText(data: Buffer): Promise<{ pages: number; text: string }> {
  const doc = await getDocument({
    data: new Uint8Array(data),
    useSystemFonts: false,
    isEvalSupported: false,
    standardFontDataUrl,
  }).promise;
  const parts: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return { pages: doc.numPages, text: parts.join('\n') };
}

/** The text of a PDF as poppler's pdftotext extracts it (reading order, blank lines where blocks part). */
export function pdfToText(data: Buffer): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: data }).toString('utf8');
}

/** Writes the PDF (`<prefix>.pdf`) and every page as PNG (`<prefix>-<n>.png`, poppler's pdftoppm) for looking at it. */
export function pdfToPngs(data: Buffer, prefix: string, dpi = 70): void {
  fs.mkdirSync(path.dirname(prefix), { recursive: true });
  fs.writeFileSync(`${prefix}.pdf`, data);
  execFileSync('pdftoppm', ['-png', '-r', String(dpi), '-', prefix], { input: data });
}

/** The images a PDF embeds, as poppler's pdfimages lists them: page, size in pixels, encoding, resolution. */
export function pdfImageList(
  data: Buffer,
): { page: number; width: number; height: number; enc: string; ppi: number }[] {
  const list = execFileSync('pdfimages', ['-list', '-'], { input: data }).toString('utf8');
  return list
    .split('\n')
    .slice(2)
    .map((line) => line.trim().split(/\s+/))
    .filter((cols) => cols.length > 12)
    .map((cols) => ({
      page: Number(cols[0]),
      width: Number(cols[3]),
      height: Number(cols[4]),
      enc: cols[8] ?? '',
      ppi: Number(cols[12]),
    }));
}

/** How many images each page draws (pdf.js operator list). */
export async function pdfImagesPerPage(data: Buffer): Promise<number[]> {
  const doc = await getDocument({ data: new Uint8Array(data), isEvalSupported: false, standardFontDataUrl }).promise;
  const counts: number[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const ops = await (await doc.getPage(i)).getOperatorList();
    counts.push(ops.fnArray.filter((fn) => fn === OPS.paintImageXObject).length);
  }
  await doc.destroy();
  return counts;
}

/** The text lines of every page: y from the top, font size, text, in the order the page draws them. */
export async function pdfLines(data: Buffer): Promise<{ page: number; y: number; size: number; text: string }[][]> {
  const doc = await getDocument({ data: new Uint8Array(data), isEvalSupported: false, standardFontDataUrl }).promise;
  const pages: { page: number; y: number; size: number; text: string }[][] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const height = page.getViewport({ scale: 1 }).height;
    const lines: { page: number; y: number; size: number; text: string }[] = [];
    for (const item of (await page.getTextContent()).items) {
      if (!('str' in item) || !item.str.trim()) continue;
      const y = Math.round((height - (item.transform[5] as number)) * 10) / 10;
      const size = Math.round(Math.hypot(item.transform[2] as number, item.transform[3] as number) * 10) / 10;
      const last = lines.at(-1);
      if (last && Math.abs(last.y - y) < 0.5 && last.size === size) last.text += item.str;
      else lines.push({ page: i, y, size, text: item.str });
    }
    pages.push(lines);
  }
  await doc.destroy();
  return pages;
}
