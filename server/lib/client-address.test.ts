import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { addressBlock, clientAddressOf, parseTrustProxy } from './client-address.ts';

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
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'not-an-address' })).toThrow(/Invalid setting TRUST_PROXY/);
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
