/**
 * A test SMTP server as a process of its own (argv[2] = port): one JSON line per received mail on stdout.
 * Tests that spawn the portal as a process use it, so neither side waits on the test runner's event loop.
 */
import { startSmtpServer } from './smtp';

const server = await startSmtpServer(Number(process.argv[2]));
let reported = 0;
setInterval(() => {
  for (const mail of server.received.slice(reported)) console.log(JSON.stringify({ to: mail.to }));
  reported = server.received.length;
}, 50);
console.log(JSON.stringify({ listening: server.port }));
