import type os from 'node:os';
import { describe, expect, it } from 'vitest';
import { listenUrls } from './listen-urls';

const iface = (address: string, family: 'IPv4' | 'IPv6') =>
  ({ address, family, internal: false, netmask: '', mac: '', cidr: null }) as os.NetworkInterfaceInfo;
const interfaces = {
  eth0: [iface('10.1.2.3', 'IPv4'), iface('fe80::1', 'IPv6'), iface('2001:db8::5', 'IPv6')],
  lo: [iface('127.0.0.1', 'IPv4'), iface('::1', 'IPv6')],
};

describe('listenUrls', () => {
  it('names the loopback addresses localhost is bound to', () => {
    const bound = [
      { address: '127.0.0.1', family: 'IPv4', port: 3000 },
      { address: '::1', family: 'IPv6', port: 3000 },
    ];
    expect(listenUrls(bound, interfaces)).toEqual(['http://127.0.0.1:3000', 'http://[::1]:3000']);
  });

  it('stands for 0.0.0.0 with every IPv4 address of the machine, loopback first', () => {
    expect(listenUrls([{ address: '0.0.0.0', family: 'IPv4', port: 8080 }], interfaces)).toEqual([
      'http://127.0.0.1:8080',
      'http://10.1.2.3:8080',
    ]);
  });

  it('stands for :: with every address but link-local ones', () => {
    expect(listenUrls([{ address: '::', family: 'IPv6', port: 80 }], interfaces)).toEqual([
      'http://127.0.0.1:80',
      'http://[::1]:80',
      'http://10.1.2.3:80',
      'http://[2001:db8::5]:80',
    ]);
  });
});
