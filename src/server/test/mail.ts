import fs from 'node:fs';
import path from 'node:path';

/** The newest mail in DATA_DIR/outbox addressed to `to` (raw .eml text). */
export function lastMailTo(dataDir: string, to: string): string {
  const outbox = path.join(dataDir, 'outbox');
  const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort() : [];
  for (const file of files.reverse()) {
    const text = fs.readFileSync(path.join(outbox, file), 'utf8');
    if (text.includes(`To: ${to}`)) return text;
  }
  throw new Error(`no mail to ${to}`);
}

/** The token of the verify/reset link in a mail (quoted-printable soft breaks undone). */
export function linkToken(mail: string, kind: 'verify' | 'reset'): string {
  const unfolded = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = unfolded.match(new RegExp(`/login\\?${kind}=([\\w-]+)`));
  if (!match?.[1]) throw new Error(`no ${kind} link in mail`);
  return match[1];
}
