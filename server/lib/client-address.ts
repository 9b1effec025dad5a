// Who is on the other end of a request. Behind a reverse proxy the connection comes from the
// proxy, so the client's address is read from X-Forwarded-For, but only the entries that trusted
// proxies appended: proxy-addr walks the list from the right and stops at the first untrusted hop,
// so whatever a client writes into the header itself is never believed (issue 14, finding 5).
import ipaddr from 'ipaddr.js';
import proxyAddr from 'proxy-addr';

/** Whether the hop at `address` (the `hop`-th from the server, 0 = the connection) is a trusted proxy. */
export type TrustProxy = (address: string, hop: number) => boolean;

export const TRUST_PROXY_HELP =
  'must be false, a number of proxies in front of the server (e.g. 1), or a comma-separated list of proxy addresses or ranges (e.g. 10.0.0.0/8, loopback)';

/**
 * TRUST_PROXY as a trust function: `false` (no proxy), a hop count (`true` is 1: one proxy, the
 * usual reverse proxy that ends TLS), or proxy addresses, CIDR ranges and proxy-addr's names
 * (`loopback`, `linklocal`, `uniquelocal`). Throws with TRUST_PROXY_HELP on anything else.
 */
export function parseTrustProxy(value: string): TrustProxy {
  const text = value.trim().toLowerCase();
  if (text === '' || text === 'false' || text === '0') return () => false;
  if (text === 'true') return (_address, hop) => hop < 1;
  if (/^\d{1,2}$/.test(text)) {
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
  try {
    return proxyAddr.compile(entries);
  } catch {
    throw new Error(TRUST_PROXY_HELP);
  }
}

/** The client's address: the connection's own, or the rightmost X-Forwarded-For entry no trusted proxy vouches beyond. */
export function clientAddressOf(headers: Headers, socketAddress: string | undefined, trust: TrustProxy): string {
  if (!socketAddress) return 'unknown';
  // proxy-addr reads a Node request; only these three fields are used
  const forwardedFor = headers.get('x-forwarded-for')?.slice(0, 2_000) ?? undefined;
  const request = { headers: { 'x-forwarded-for': forwardedFor }, connection: { remoteAddress: socketAddress }, socket: { remoteAddress: socketAddress } };
  try {
    return proxyAddr(request as never, trust);
  } catch {
    return socketAddress;
  }
}

/**
 * The block an address is counted in. `address`: one subscriber (an IPv4 address, an IPv6 /64,
 * which ISPs hand to one home or phone); `network`: one operator's neighbourhood (IPv4 /24, IPv6
 * /48), so someone who can change address at will still counts once. Unparsable input is its own block.
 */
export function addressBlock(address: string, size: 'address' | 'network'): string {
  if (!ipaddr.isValid(address)) return `other:${address.slice(0, 100)}`;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  if (parsed.kind() === 'ipv4') {
    const octets = (parsed as ipaddr.IPv4).octets;
    return size === 'address' ? `v4:${octets.join('.')}` : `v4:${octets.slice(0, 3).join('.')}.0/24`;
  }
  const parts = (parsed as ipaddr.IPv6).parts;
  const kept = size === 'address' ? 4 : 3;
  return `v6:${parts.slice(0, kept).map((part) => part.toString(16)).join(':')}::/${kept * 16}`;
}
