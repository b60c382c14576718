import os from 'node:os';

type Address = { address: string; family: string; port: number };

/**
 * Every URL the server answers on: its bound addresses, with an unspecified one (0.0.0.0, ::) stood for by
 * the machine's interface addresses of that family (:: serves IPv4 as well), loopback first.
 */
export function listenUrls(bound: (Address | string)[], interfaces = os.networkInterfaces()): string[] {
  const all = Object.values(interfaces).flatMap((list) => list ?? []);
  const addresses = bound.flatMap((b) => {
    if (typeof b === 'string') return []; // a Unix socket: no URL
    if (b.address === '0.0.0.0') return all.filter((i) => i.family === 'IPv4').map((i) => ({ ...i, port: b.port }));
    if (b.address === '::') return all.map((i) => ({ ...i, port: b.port }));
    return [b];
  });
  const url = (a: { address: string; family: string; port: number }) =>
    `http://${a.family === 'IPv6' ? `[${a.address}]` : a.address}:${a.port}`;
  const loopback = (a: { address: string }) => a.address === '::1' || a.address.startsWith('127.');
  const urls = addresses
    .filter((a) => !a.address.startsWith('fe80:'))
    .sort((a, b) => Number(loopback(b)) - Number(loopback(a)))
    .map(url);
  return [...new Set(urls)];
}
