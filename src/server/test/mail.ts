import fs from 'node:fs';
import path from 'node:path';

/** Every mail in DATA_DIR/outbox addressed to `to` (raw .eml texts, oldest first); a Reply-To is no address. */
export function mailsTo(dataDir: string, to: string): string[] {
  const outbox = path.join(dataDir, 'outbox');
  const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort() : [];
  return files
    .map((file) => fs.readFileSync(path.join(outbox, file), 'utf8'))
    .filter((text) => text.startsWith(`To: ${to}`) || text.includes(`\nTo: ${to}`));
}

/**
 * Waits (polling, up to `timeoutMs`) until the job queue has written a mail to `to` into DATA_DIR/outbox
 * that matches `match` (its subject, say), and returns the newest such mail.
 */
export async function waitForMailTo(
  dataDir: string,
  to: string,
  match: RegExp = /./,
  timeoutMs = 15_000,
  /** How many such mails were there before: waits for one more. */
  before = 0,
): Promise<string> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = mailsTo(dataDir, to).filter((m) => match.test(decodeMail(m)));
    if (found.length > before) return found[found.length - 1] as string;
    if (Date.now() > until) throw new Error(`no mail to ${to} matching ${match}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Quoted-printable text decoded (soft line breaks joined, =XX bytes as UTF-8). */
const decodeQuotedPrintable = (text: string) =>
  text.replace(/=\r?\n/g, '').replace(/(=[0-9A-F]{2})+/g, (seq) =>
    Buffer.from(
      seq
        .split('=')
        .slice(1)
        .map((h) => Number.parseInt(h, 16)),
    ).toString('utf8'),
  );

/**
 * A raw mail made searchable: headers with their encoded words (RFC 2047, Q or B) decoded, the body's
 * quoted-printable parts decoded.
 */
export function decodeMail(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split);
  const headers = head
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
  return headers + decodeQuotedPrintable(body);
}

/**
 * The token of the verify/reset link in a mail as written to the outbox (still encoded: decoding twice
 * would read a token's '=4A…' as an encoded byte).
 */
export function linkToken(mail: string, kind: 'verify' | 'reset'): string {
  const match = decodeMail(mail).match(new RegExp(`/login\\?${kind}=([\\w-]+)`));
  if (!match?.[1]) throw new Error(`no ${kind} link in mail`);
  return match[1];
}
