/**
 * npm run bench — runs every benchmark one after the other (they are CPU-heavy; never in parallel) and
 * writes bench/results.md: each script's figures (the BENCH_FIGURES line of scripts/bench-lib.ts) with
 * target, date and machine. BENCH_SKIP=map,expose leaves benchmarks out (listed as not run).
 * BENCH_ONLY=soak runs only the named benchmarks and replaces just their rows in the existing file.
 * Text below the table (notes on missed targets) is kept either way.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { FIGURES_PREFIX, type Figure, machine, root } from './bench-lib';

const SCRIPTS = [
  'bench:api',
  'bench:api-scale',
  'bench:extent-sql',
  'bench:start',
  'bench:search',
  'bench:expose',
  'bench:map',
  'bench:page',
  'bench:themenlayer',
  'bench:soak',
];
const names = (list: string | undefined) =>
  new Set(
    (list ?? '')
      .split(',')
      .filter(Boolean)
      .map((s) => `bench:${s}`),
  );
const skip = names(process.env.BENCH_SKIP);
const only = names(process.env.BENCH_ONLY);

/** Runs one npm script, echoing its output, and returns its figures (none if it printed no figures line). */
function run(script: string): Promise<{ figures: Figure[]; code: number | null }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk;
      process.stdout.write(chunk);
    });
    child.on('exit', (code) => {
      const line = out.split('\n').find((l) => l.startsWith(FIGURES_PREFIX));
      const figures = line ? (JSON.parse(line.slice(FIGURES_PREFIX.length)).figures as Figure[]) : [];
      resolve({ figures, code });
    });
  });
}

const cell = (s: string) => s.replaceAll('|', '\\|');
const date = new Date().toISOString().slice(0, 10);
const host = machine();
const rows: string[] = [];
let failed = false;
for (const script of SCRIPTS) {
  if (only.size && !only.has(script)) continue;
  if (skip.has(script)) {
    rows.push(`| \`${script}\` | not run (BENCH_SKIP) | — | — | ${date} | ${host} |`);
    continue;
  }
  console.log(`\n=== npm run ${script}`);
  const { figures, code } = await run(script);
  if (code !== 0) failed = true;
  if (figures.length === 0)
    rows.push(`| \`${script}\` | failed (exit ${code}), no figures | — | — | ${date} | ${host} |`);
  for (const f of figures) {
    const status = f.met === undefined ? '' : f.met ? ' ✓' : ' ✗ missed';
    rows.push(
      `| \`${script}\` | ${cell(f.figure)} | ${cell(f.value)} | ${cell(f.target)}${status} | ${date} | ${host} |`,
    );
  }
}

const file = path.join(root, 'bench/results.md');
const scriptOf = (row: string) => /^\| `(bench:[\w-]+)` \|/.exec(row)?.[1];
let text: string;
if (only.size && fs.existsSync(file)) {
  // Keep everything else of the file; the rows of the benchmarks run now take the place of their old ones.
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const replaced = lines.findIndex((l) => only.has(scriptOf(l) ?? ''));
  const lastRow = lines.findLastIndex((l) => scriptOf(l) !== undefined);
  const at = replaced >= 0 ? replaced : lastRow + 1;
  const before = lines.slice(0, at).filter((l) => !only.has(scriptOf(l) ?? ''));
  const after = lines.slice(at).filter((l) => !only.has(scriptOf(l) ?? ''));
  text = [...before, ...rows, ...after].join('\n');
} else {
  // The notes below the table (what a missed target means and the next step) are written by hand and kept.
  const lines = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n') : [];
  const lastRow = lines.findLastIndex((l) => scriptOf(l) !== undefined);
  const notes = lastRow < 0 ? '' : lines.slice(lastRow + 1).join('\n');
  text = `# Benchmark results

Written by \`npm run bench\` (scripts/bench-all.ts); each row comes from the script named in its first column.

| script | figure | value | target | date | machine |
|---|---|---|---|---|---|
${rows.join('\n')}
${notes.trim() ? `\n${notes.trim()}\n` : ''}`;
}
fs.mkdirSync(path.dirname(file), { recursive: true });
fs.writeFileSync(file, text);
console.log('\nwrote bench/results.md');
process.exitCode = failed ? 1 : 0;
