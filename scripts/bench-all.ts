/**
 * npm run bench — runs every benchmark one after the other (they are CPU-heavy; never in parallel) and
 * writes bench/results.md: each script's figures (the BENCH_FIGURES line of scripts/bench-lib.ts) with
 * target, date and machine. BENCH_SKIP=map,expose leaves benchmarks out (listed as not run).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { FIGURES_PREFIX, type Figure, machine, root } from './bench-lib';

const SCRIPTS = ['bench:api', 'bench:start', 'bench:search', 'bench:expose', 'bench:map'];
const skip = new Set(
  (process.env.BENCH_SKIP ?? '')
    .split(',')
    .filter(Boolean)
    .map((s) => `bench:${s}`),
);

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

const text = `# Benchmark results

Written by \`npm run bench\` (scripts/bench-all.ts); each row comes from the script named in its first column.

| script | figure | value | target | date | machine |
|---|---|---|---|---|---|
${rows.join('\n')}
`;
fs.mkdirSync(path.join(root, 'bench'), { recursive: true });
fs.writeFileSync(path.join(root, 'bench/results.md'), text);
console.log('\nwrote bench/results.md');
process.exitCode = failed ? 1 : 0;
