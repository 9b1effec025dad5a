import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedInCookies, ADULT_CONSENT_PATH } from '../common/adultCookie.ts';
import { ADULT_CONSENT_MAX_BYTES, sameSitePath } from './adult-consent.ts';
import { createTestApp } from './test/app.ts';

const clientDist = mkdtempSync(join(tmpdir(), 'directory-dist-'));
writeFileSync(join(clientDist, 'index.html'), '<!doctype html><title>Shell</title><div id="root"></div>');

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ clientDist });
});
afterAll(() => t.close());

function post(body: BodyInit, url = `http://localhost${ADULT_CONSENT_PATH}`, headers: Record<string, string> = {}) {
  return t.app.request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body,
  });
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe('POST /adult-consent (the age disclaimer without a script)', () => {
  it('Accept sets the acceptance cookie as the app does and answers 303 back to the same address', async () => {
    const response = await post(form({ choice: 'accept', returnTo: '/call-girls/mumbai?q=dinner' }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/call-girls/mumbai?q=dinner');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toBe('adult_ok=1; Max-Age=31536000; Path=/; SameSite=Lax');
    // what the browser then sends is what the page handler reads as accepted
    expect(acceptedInCookies(cookie.split(';')[0])).toBe(true);
  });

  it('marks the cookie Secure on an https site', async () => {
    const https = await createTestApp({ clientDist, env: { PUBLIC_ORIGIN: 'https://site.example' } });
    try {
      const response = await https.app.request(`https://site.example${ADULT_CONSENT_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form({ choice: 'accept', returnTo: '/' }),
      });
      expect(response.headers.get('set-cookie')).toBe('adult_ok=1; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
    } finally {
      await https.close();
    }
  });

  it('Decline sets nothing and returns to the same address, the disclaimer still over it', async () => {
    const response = await post(form({ choice: 'decline', returnTo: '/blogs' }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/blogs');
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('never returns off the site: other hosts, schemes and odd paths go home', async () => {
    for (const returnTo of [
      '//evil.example/x',
      '/\\evil.example',
      '\\\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'call-girls',
      '/\t/evil.example',
      '',
      '/'.padEnd(3000, 'a'),
    ]) {
      const response = await post(form({ choice: 'accept', returnTo }));
      expect(response.status, returnTo).toBe(303);
      expect(response.headers.get('location'), returnTo).toBe('/');
      expect(response.headers.get('set-cookie'), returnTo).toBeNull();
    }
  });

  it('an unknown choice or a missing field goes home and sets nothing', async () => {
    for (const body of [
      form({ choice: 'yes', returnTo: '/blogs' }),
      form({ returnTo: '/blogs' }),
      form({ choice: 'accept' }),
      '',
    ]) {
      const response = await post(body);
      expect(response.headers.get('location'), body).toBe('/');
      expect(response.headers.get('set-cookie'), body).toBeNull();
    }
  });

  it('refuses a body over the bound unread, declared or sent in chunks', async () => {
    const big = form({ choice: 'accept', returnTo: `/blogs?pad=${'a'.repeat(ADULT_CONSENT_MAX_BYTES)}` });
    const declared = await post(big, undefined, { 'content-length': String(big.length) });
    expect(declared.headers.get('location')).toBe('/');
    expect(declared.headers.get('set-cookie')).toBeNull();
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new TextEncoder().encode(pulled === 1 ? 'choice=accept&returnTo=/blogs' : 'a'.repeat(1024)));
      },
    });
    const chunked = await t.app.request(`http://localhost${ADULT_CONSENT_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: endless,
      duplex: 'half',
    } as RequestInit);
    expect(chunked.headers.get('location')).toBe('/');
    expect(chunked.headers.get('set-cookie')).toBeNull();
    // cut off just past the bound, not read to the end
    expect(pulled).toBeLessThan(ADULT_CONSENT_MAX_BYTES / 1024 + 4);
  });

  it('a page asked with the cookie it set is answered as accepted', async () => {
    const response = await post(form({ choice: 'accept', returnTo: '/blogs' }));
    const cookie = response.headers.get('set-cookie')!.split(';')[0]!;
    const page = await t.app.request('http://localhost/blogs', { headers: { cookie } });
    expect(page.status).toBe(200);
  });
});

describe('sameSitePath', () => {
  it('keeps a path and its query, resolved as the browser would', () => {
    expect(sameSitePath('/call-girls/mumbai')).toBe('/call-girls/mumbai');
    expect(sameSitePath('/call-girls?q=a%20b')).toBe('/call-girls?q=a%20b');
    expect(sameSitePath('/a/../blogs')).toBe('/blogs');
    expect(sameSitePath('/blogs#top')).toBe('/blogs');
  });

  it('refuses anything that could leave the site', () => {
    for (const value of [
      '//x.example',
      '/\\x.example',
      'http://x.example',
      'x.example',
      '/a\\b',
      '/a\nb',
      null,
      undefined,
    ]) {
      expect(sameSitePath(value), String(value)).toBeNull();
    }
  });
});
