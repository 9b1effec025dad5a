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

/** TRUST_PROXY as read: no proxy, a number of proxies whatever their addresses, or the proxies' addresses and ranges. */
export type ProxySetting = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'addresses'; entries: string[] };

/**
 * Reads TRUST_PROXY: `false` (no proxy), a hop count (`true` is 1: one proxy, the usual reverse
 * proxy that ends TLS), or proxy addresses, CIDR ranges and proxy-addr's names (`loopback`,
 * `linklocal`, `uniquelocal`). Throws with TRUST_PROXY_HELP on anything else.
 */
export function readTrustProxy(value: string): ProxySetting {
  const text = value.trim().toLowerCase();
  if (text === '' || text === 'false' || text === '0') return { kind: 'none' };
  if (text === 'true') return { kind: 'hops', hops: 1 };
  if (/^\d{1,2}$/.test(text)) return { kind: 'hops', hops: Number(text) };
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  try {
    proxyAddr.compile(entries);
  } catch {
    throw new Error(TRUST_PROXY_HELP);
  }
  return { kind: 'addresses', entries };
}

/** The trust function of a setting, as proxy-addr takes it. */
export function trustOf(setting: ProxySetting): TrustProxy {
  switch (setting.kind) {
    case 'none':
      return () => false;
    case 'hops':
      return (_address, hop) => hop < setting.hops;
    case 'addresses':
      return proxyAddr.compile(setting.entries);
  }
}

/** TRUST_PROXY as a trust function; throws with TRUST_PROXY_HELP on a value it cannot read. */
export function parseTrustProxy(value: string): TrustProxy {
  return trustOf(readTrustProxy(value));
}

/** TRUST_PROXY in words, for the logs. */
export function describeTrustProxy(setting: ProxySetting): string {
  switch (setting.kind) {
    case 'none':
      return 'TRUST_PROXY=false';
    case 'hops':
      return `TRUST_PROXY=${setting.hops}`;
    case 'addresses':
      return `TRUST_PROXY=${setting.entries.join(',')}`;
  }
}

/** Where proxies of a private network connect from (proxy-addr's names): a count of hops expects its first hop there. */
const PRIVATE_RANGES = proxyAddr.compile(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Tells, for a connection's address, why it shows the port is reached without the proxies
 * TRUST_PROXY describes (sentences saying what to do), or null when it may be one of them. A count
 * of hops believes whatever connects, so a peer outside the private ranges could be a client writing
 * its own X-Forwarded-For; with addresses, a peer outside them is a client whose header is ignored.
 */
export function unexpectedProxyPeers(setting: ProxySetting): (socketAddress: string) => string | null {
  if (setting.kind === 'none') return () => null;
  const named = describeTrustProxy(setting);
  const direct = 'a firewall, or HOST=127.0.0.1 when the proxy runs on this machine';
  if (setting.kind === 'hops') {
    return (socketAddress) =>
      PRIVATE_RANGES(socketAddress, 0)
        ? null
        : `${named} believes the X-Forwarded-For header of whatever connects, but a request came straight from ${socketAddress}, ` +
          'outside the private ranges proxies connect from: anyone who can reach this port can choose the address they are counted by ' +
          `(rate limits, reports that hide ads). Make the port reachable only through your proxy (${direct}), or set TRUST_PROXY to ` +
          "your proxy's addresses (e.g. loopback, or 10.0.0.0/8) so that other connections' X-Forwarded-For is ignored.";
  }
  const trust = trustOf(setting);
  return (socketAddress) =>
    trust(socketAddress, 0)
      ? null
      : `A request came straight from ${socketAddress}, which ${named} does not name as a proxy: its X-Forwarded-For was ignored ` +
        `and it is counted by that address. If every visitor should come through your proxy, make the port reachable only through it (${direct}); ` +
        `if ${socketAddress} is a proxy of yours, add it to TRUST_PROXY.`;
}

/**
 * What the start-up log says of TRUST_PROXY when the server listens beyond this machine (`host` not
 * loopback): the trust is safe only if nothing but the proxies reaches the port. Null when no proxy
 * is trusted, or only this machine can connect.
 */
export function trustProxyAtStartup(setting: ProxySetting, host: string, port: number): string | null {
  if (setting.kind === 'none') return null;
  const bare = host.replace(/^\[|\]$/g, '');
  if (bare === 'localhost' || (ipaddr.isValid(bare) && ipaddr.process(bare).range() === 'loopback')) return null;
  const believed =
    setting.kind === 'hops'
      ? `the X-Forwarded-For header of whatever connects to port ${port} is believed (${setting.hops} proxy hop${setting.hops === 1 ? '' : 's'})`
      : `the X-Forwarded-For header of connections from ${setting.entries.join(', ')} is believed`;
  return (
    `${describeTrustProxy(setting)}: ${believed}, so nothing but your proxy may reach that port (listening on ${host}). ` +
    'The first request that comes from elsewhere is warned about.'
  );
}

/** Warns of the first connection from an unexpected proxy peer, once per watch (a flood of them must not flood the log). */
export function proxyPeerWatch(
  setting: ProxySetting,
  warn: (message: string) => void,
): (socketAddress: string | undefined) => void {
  const unexpected = unexpectedProxyPeers(setting);
  let warned = setting.kind === 'none';
  return (socketAddress) => {
    if (warned || socketAddress === undefined) return;
    const message = unexpected(socketAddress);
    if (message === null) return;
    warned = true;
    warn(message);
  };
}

/** The client's address: the connection's own, or the rightmost X-Forwarded-For entry no trusted proxy vouches beyond. */
export function clientAddressOf(headers: Headers, socketAddress: string | undefined, trust: TrustProxy): string {
  if (!socketAddress) return 'unknown';
  // proxy-addr reads a Node request; only these three fields are used
  const forwardedFor = headers.get('x-forwarded-for')?.slice(0, 2_000) ?? undefined;
  const request = {
    headers: { 'x-forwarded-for': forwardedFor },
    connection: { remoteAddress: socketAddress },
    socket: { remoteAddress: socketAddress },
  };
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
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  if (parsed.kind() === 'ipv4') {
    const octets = (parsed as ipaddr.IPv4).octets;
    return size === 'address' ? `v4:${octets.join('.')}` : `v4:${octets.slice(0, 3).join('.')}.0/24`;
  }
  const parts = (parsed as ipaddr.IPv6).parts;
  const kept = size === 'address' ? 4 : 3;
  return `v6:${parts
    .slice(0, kept)
    .map((part) => part.toString(16))
    .join(':')}::/${kept * 16}`;
}
