import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import {
  addressBlock,
  clientAddressOf,
  parseTrustProxy,
  proxyPeerWatch,
  readTrustProxy,
  trustProxyAtStartup,
  unexpectedProxyPeers,
} from './client-address.ts';

const forwarded = (value: string) => new Headers({ 'x-forwarded-for': value });

describe('client addresses behind proxies', () => {
  it('ignores X-Forwarded-For when no proxy is trusted (the default)', () => {
    const trust = parseTrustProxy('false');
    expect(clientAddressOf(forwarded('203.0.113.9'), '198.51.100.7', trust)).toBe('198.51.100.7');
  });

  it('with one trusted hop, takes the entry the proxy appended, not what the client wrote before it', () => {
    const trust = parseTrustProxy('1');
    // the client sent "X-Forwarded-For: 1.1.1.1, 2.2.2.2"; the proxy appended the real address
    expect(clientAddressOf(forwarded('1.1.1.1, 2.2.2.2, 203.0.113.9'), '10.0.0.2', trust)).toBe('203.0.113.9');
    expect(parseTrustProxy('true')).toBeTypeOf('function');
    expect(clientAddressOf(forwarded('1.1.1.1, 203.0.113.9'), '10.0.0.2', parseTrustProxy('true'))).toBe('203.0.113.9');
  });

  it('with trusted ranges, skips every trusted hop from the right and stops at the first untrusted one', () => {
    const trust = parseTrustProxy('10.0.0.0/8, loopback');
    expect(clientAddressOf(forwarded('6.6.6.6, 203.0.113.9, 10.1.2.3'), '127.0.0.1', trust)).toBe('203.0.113.9');
    // a connection from outside the ranges is the client itself, whatever it claims
    expect(clientAddressOf(forwarded('6.6.6.6'), '198.51.100.7', trust)).toBe('198.51.100.7');
  });

  it('refuses a TRUST_PROXY it cannot read, naming the setting', () => {
    expect(() => parseTrustProxy('yes please')).toThrow(/number of proxies/);
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'not-an-address' })).toThrow(
      /Invalid setting TRUST_PROXY/,
    );
  });

  it('counts an IPv4 address alone and in its /24, an IPv6 address by /64 and /48', () => {
    expect(addressBlock('203.0.113.9', 'address')).toBe('v4:203.0.113.9');
    expect(addressBlock('203.0.113.9', 'network')).toBe(addressBlock('203.0.113.200', 'network'));
    expect(addressBlock('203.0.113.9', 'network')).not.toBe(addressBlock('203.0.114.9', 'network'));
    expect(addressBlock('::ffff:203.0.113.9', 'address')).toBe('v4:203.0.113.9');
    expect(addressBlock('2001:db8:1:2:aaaa::1', 'address')).toBe(addressBlock('2001:db8:1:2:bbbb::9', 'address'));
    expect(addressBlock('2001:db8:1:2::1', 'address')).not.toBe(addressBlock('2001:db8:1:3::1', 'address'));
    expect(addressBlock('2001:db8:1:2::1', 'network')).toBe(addressBlock('2001:db8:1:ffff::1', 'network'));
    expect(addressBlock('2001:db8:1::1', 'network')).not.toBe(addressBlock('2001:db8:2::1', 'network'));
  });
});

describe('telling the operator when the port is reached around the proxies', () => {
  it('reads TRUST_PROXY as no proxy, a count of hops, or addresses', () => {
    expect(readTrustProxy('false')).toEqual({ kind: 'none' });
    expect(readTrustProxy('true')).toEqual({ kind: 'hops', hops: 1 });
    expect(readTrustProxy(' 2 ')).toEqual({ kind: 'hops', hops: 2 });
    expect(readTrustProxy('10.0.0.0/8, Loopback')).toEqual({ kind: 'addresses', entries: ['10.0.0.0/8', 'loopback'] });
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '1' }).trustProxySetting).toEqual({ kind: 'hops', hops: 1 });
  });

  it('expects a count of hops to be reached from private ranges or this machine, and addresses from themselves', () => {
    const hops = unexpectedProxyPeers(readTrustProxy('1'));
    for (const proxy of [
      '10.1.2.3',
      '172.18.0.5',
      '192.168.1.1',
      '::ffff:10.0.0.2',
      '127.0.0.1',
      '::1',
      'fd00::5',
      'fe80::1',
    ])
      expect(hops(proxy)).toBeNull();
    for (const outsider of ['198.51.100.20', '::ffff:203.0.113.9', '2001:db8::1'])
      expect(hops(outsider)).toContain(`a request came straight from ${outsider}`);
    const listed = unexpectedProxyPeers(readTrustProxy('10.0.0.0/8'));
    expect(listed('10.9.9.9')).toBeNull();
    expect(listed('192.168.1.1')).toContain(
      'which TRUST_PROXY=10.0.0.0/8 does not name as a proxy: its X-Forwarded-For was ignored',
    );
    expect(unexpectedProxyPeers(readTrustProxy('false'))('198.51.100.20')).toBeNull();
  });

  it('warns of the first unexpected peer only', () => {
    const warnings: string[] = [];
    const watch = proxyPeerWatch(readTrustProxy('1'), (message) => warnings.push(message));
    watch(undefined);
    watch('10.0.0.2');
    expect(warnings).toEqual([]);
    watch('198.51.100.20');
    watch('198.51.100.21');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('198.51.100.20');
  });

  it('at start-up, states the trust when the server listens beyond this machine', () => {
    expect(trustProxyAtStartup(readTrustProxy('1'), '0.0.0.0', 3000)).toBe(
      'TRUST_PROXY=1: the X-Forwarded-For header of whatever connects to port 3000 is believed (1 proxy hop), so nothing but your proxy may reach that port (listening on 0.0.0.0). The first request that comes from elsewhere is warned about.',
    );
    expect(trustProxyAtStartup(readTrustProxy('loopback, 10.0.0.0/8'), '::', 8080)).toContain(
      'connections from loopback, 10.0.0.0/8 is believed',
    );
    for (const local of ['127.0.0.1', '::1', '[::1]', 'localhost'])
      expect(trustProxyAtStartup(readTrustProxy('1'), local, 3000)).toBeNull();
    expect(trustProxyAtStartup(readTrustProxy('false'), '0.0.0.0', 3000)).toBeNull();
  });
});
