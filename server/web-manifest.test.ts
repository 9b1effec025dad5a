import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEME_COLOR, WEB_MANIFEST_PATH, webManifest } from '../common/webManifest.ts';
import { createTestApp } from './test/app.ts';

const clientDist = mkdtempSync(join(tmpdir(), 'directory-dist-'));
writeFileSync(join(clientDist, 'index.html'), '<!doctype html><title>Shell</title><div id="root"></div>');
const PUBLIC = join(import.meta.dirname, '..', 'client', 'public');

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ clientDist, env: { SITE_NAME: 'Mumbai Companions' } });
});
afterAll(() => t.close());

describe('the web app manifest', () => {
  it('is served with its type, the site named as its settings do, starting at the home page', async () => {
    const response = await t.app.request(WEB_MANIFEST_PATH);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      name: 'Mumbai Companions',
      short_name: 'Mumbai',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: THEME_COLOR,
    });
    expect(manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
  });

  it('names its icons by files the build serves, each of the size it says', async () => {
    for (const icon of [...webManifest('x').icons, { src: '/icons/apple-touch-icon.png', sizes: '180x180' }]) {
      const metadata = await sharp(join(PUBLIC, icon.src)).metadata();
      expect(`${metadata.width}x${metadata.height}`, icon.src).toBe(icon.sizes);
      expect(metadata.format, icon.src).toBe('png');
    }
  });

  it('keeps a short name short and never leaves the site nameless', () => {
    expect(webManifest('Dates').short_name).toBe('Dates');
    expect(webManifest('Extraordinarily Long Site Name').short_name.length).toBeLessThanOrEqual(12);
    expect(webManifest('   ').name).toBe('Classified ads');
  });
});
