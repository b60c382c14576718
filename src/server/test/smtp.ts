import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/** A mail as the SMTP server received it. */
export interface ReceivedMail {
  to: string;
  data: string;
}

/**
 * A real SMTP server on a free loopback port that keeps what it receives. While `refuse` is true it
 * refuses every recipient (a mail server that is down for the portal's mails).
 */
export async function startSmtpServer(port = 0) {
  const received: ReceivedMail[] = [];
  const state = { refuse: false, attempts: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onRcptTo(_address, _session, callback) {
      state.attempts += 1;
      if (state.refuse) callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 450 }));
      else callback();
    },
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    received,
    state,
    url: `smtp://127.0.0.1:${address.port}`,
    port: address.port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Polls until `found` answers something (up to `timeoutMs`). */
export async function waitFor<T>(found: () => T | undefined | Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await found();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The SMTP server of smtp-main.ts as a child process; `received` fills as it reports mails. */
export async function startSmtpProcess(port: number) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'smtp-main.ts'), String(port)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const received: { to: string }[] = [];
  let listening = false;
  let buffer = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    buffer += chunk;
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      const message = JSON.parse(line) as { to?: string; listening?: number };
      if (message.listening) listening = true;
      if (message.to) received.push({ to: message.to });
    }
  });
  await waitFor(() => (listening ? true : undefined));
  return { received, close: () => child.kill('SIGTERM') };
}
