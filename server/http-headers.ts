// The headers every answer carries (issue 14): a strict Content-Security-Policy, no framing, no
// sniffing, a referrer policy, powerful browser features off, HSTS in production; GraphiQL's own
// page gets a policy that lets it run. docs/decisions/0038-security-headers-cors-and-healthz.md says why.
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { Config } from './config.ts';

/** One year; without includeSubDomains, since other hosts of the operator's domain are not ours to decide. */
const HSTS = 'max-age=31536000';

/**
 * The site's policy. Scripts only from our own files (the built client has no inline script, and
 * the server adds none); styles also inline, because Chakra (emotion) writes <style> tags and
 * style attributes at run time and index.html paints its header bar with one. Images from us and
 * the media origin, data: (inline rich-text images, CSS icons) and blob: (previews of chosen files).
 */
export function contentSecurityPolicy(config: Pick<Config, 'publicOrigin'>) {
  const mediaOrigin = config.publicOrigin ? [config.publicOrigin] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", ...mediaOrigin, 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/** Security headers on every answer; a handler's own (a stricter Referrer-Policy, GraphiQL's CSP) is kept. */
export function securityHeaders(config: Pick<Config, 'env' | 'publicOrigin'>): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: contentSecurityPolicy(config),
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: config.env === 'production' ? HSTS : false,
    // the dev server (another port) shows our media: same site, not necessarily same origin
    crossOriginResourcePolicy: 'same-site',
    // nothing of the site's needs these; an injected script or a framed page gets none of them
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
      serial: [],
      bluetooth: [],
      hid: [],
      midi: [],
      accelerometer: [],
      gyroscope: [],
      magnetometer: [],
      displayCapture: [],
      browsingTopics: [],
    },
    overwrite: false,
  });
}

/** GraphiQL's page (outside production) loads its code and styles from unpkg and runs two inline scripts. */
const GRAPHIQL_CDN = 'https://unpkg.com';

/**
 * The CSP of GraphiQL's HTML page: its inline scripts by their hashes (taken from the page Yoga
 * rendered), its files from unpkg, its editor's workers from blob: URLs it makes of them.
 */
export function graphiqlPolicy(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.get('content-type')?.startsWith('text/html')) return;
    const html = await c.res.clone().text();
    const hashes = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
      ([, script]) =>
        `'sha256-${createHash('sha256')
          .update(script ?? '')
          .digest('base64')}'`,
    );
    c.res.headers.set(
      'Content-Security-Policy',
      [
        "default-src 'self'",
        `script-src 'self' ${GRAPHIQL_CDN} ${hashes.join(' ')}`,
        `style-src 'self' ${GRAPHIQL_CDN} 'unsafe-inline'`,
        `connect-src 'self' ${GRAPHIQL_CDN}`,
        "worker-src 'self' blob:",
        `img-src 'self' data: blob: ${GRAPHIQL_CDN} https://raw.githubusercontent.com`,
        `font-src 'self' data: ${GRAPHIQL_CDN}`,
        "object-src 'none'",
        "base-uri 'self'",
        "frame-ancestors 'none'",
      ].join('; '),
    );
  };
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * Whether a request comes from this machine itself (an operator's curl, the container's health
 * check): a loopback socket and no forwarding header, so a request relayed by a local reverse
 * proxy never counts, whatever TRUST_PROXY says.
 */
export function isLocalRequest(headers: Headers, socketAddress: string | undefined): boolean {
  if (!socketAddress || !LOOPBACK.test(socketAddress)) return false;
  return !headers.has('x-forwarded-for') && !headers.has('forwarded') && !headers.has('x-real-ip');
}
