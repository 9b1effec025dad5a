// The network address of the connection a request came on (Node's HTTP server via Hono's adapter);
// undefined for requests made in-process, as tests do.
import type { Context } from 'hono';

export function socketAddressOf(c: Context): string | undefined {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress;
}
