import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** The bucket of the test double. */
const BUCKET = 'portal-test';

/**
 * Starts an S3-compatible test double (s3rver, objects in a temporary folder) on a free port of this
 * machine, with one bucket; `env` configures the portal for it (STORAGE=s3, path-style, its public URL).
 * It stands in for MinIO, Ceph RGW or AWS S3: the portal speaks the same S3 API to it. It cannot page a
 * listing past 1,000 keys on Node 17+ (its continuation token uses DES, which OpenSSL 3 dropped): keep
 * a test's bucket smaller.
 */
export async function startTestS3() {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const env = {
    STORAGE: 's3',
    S3_ENDPOINT: endpoint,
    S3_BUCKET: BUCKET,
    S3_REGION: 'eu-central-1',
    // s3rver's fixed development credentials.
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_PUBLIC_URL: `${endpoint}/${BUCKET}`,
  };
  return {
    env,
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * A proxy in front of the test double that can fail: `down` cuts every connection (an unreachable store),
 * `putsLeft` lets that many PUTs through and answers the rest 503 (a store that fails halfway through an
 * upload). Point the portal's S3_ENDPOINT at `endpoint`; the public URL stays the double's own.
 */
export async function startFaultyProxy(target: string) {
  const state = { down: false, putsLeft: Number.POSITIVE_INFINITY };
  const server = http.createServer((request, response) => {
    if (state.down) {
      request.socket.destroy();
      return;
    }
    if (request.method === 'PUT' && !request.headers['x-amz-copy-source']) {
      if (state.putsLeft <= 0) {
        request.resume();
        response.writeHead(503, { 'content-type': 'application/xml' });
        response.end('<Error><Code>ServiceUnavailable</Code><Message>test</Message></Error>');
        return;
      }
      state.putsLeft -= 1;
    }
    const upstream = http.request(
      new URL(request.url ?? '/', target),
      { method: request.method, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
