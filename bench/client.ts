// The public site's performance budget (issue 5), measured against the production build served by the
// real server with the demo data:
//  - JavaScript a visitor downloads for each page, gzipped, against the 200 KB budget;
//  - Lighthouse performance (mobile preset, Debian's Chromium) for home, listing and blog detail,
//    next to a baseline measured in the same run: a static HTML page without scripts, served from
//    this process, i.e. the best this machine scores at all.
// Run `npm run build` first (npm run bench:client does).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { launchBrowser, CHROMIUM_PATH } from '../e2e/browser.ts';
import { startTestServer } from '../e2e/server.ts';

const BUDGET_KB = 200;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

const server = await startTestServer({ SEED_DEMO: 'true', LOG_LEVEL: 'error' });
const base = server.baseUrl;
const browser = await launchBrowser();
const staticPage = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end('<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Baseline</title><meta name="description" content="A static page."></head><body><h1>Companion Directory</h1><p>A static page without scripts.</p></body></html>');
}).listen(0, '127.0.0.1');
await new Promise((resolve) => staticPage.once('listening', resolve));
const staticBase = `http://127.0.0.1:${(staticPage.address() as AddressInfo).port}`;

async function firstBlogSlug(): Promise<string> {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ blogs(first: 1) { edges { node { slug } } } }' }),
  });
  const body = (await response.json()) as { data: { blogs: { edges: { node: { slug: string } }[] } } };
  return body.data.blogs.edges[0]!.node.slug;
}

const pages = [
  { name: 'home', path: '/' },
  { name: 'listing', path: '/call-girls' },
  { name: 'blog detail', path: `/blogs/${await firstBlogSlug()}` },
];

/** Gzipped bytes of every script a fresh visitor downloads until the page settles. */
async function javascriptBytes(path: string): Promise<{ files: number; gzipped: number }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies: Promise<Buffer>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.body());
  });
  const answer = await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  if (!answer?.ok()) throw new Error(`${path} answered ${answer?.status()}`);
  // the age disclaimer's chunk arrives a second after load: wait for it too
  await page.waitForTimeout(1500);
  await page.waitForLoadState('networkidle');
  const buffers = await Promise.all(bodies);
  await context.close();
  return { files: buffers.length, gzipped: buffers.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0) };
}

interface LighthouseFigures {
  score: number;
  metrics: string;
}

const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['speed-index', 'SI'],
  ['cumulative-layout-shift', 'CLS'],
] as const;

async function lighthouseFigures(url: string, port: number): Promise<LighthouseFigures> {
  const runs: LighthouseFigures[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const result = await lighthouse(url, { port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
    const audits = result?.lhr.audits ?? {};
    runs.push({
      score: Math.round((result?.lhr.categories.performance?.score ?? 0) * 100),
      metrics: METRICS.map(([id, label]) => `${label} ${audits[id]?.displayValue ?? '?'}`).join(', '),
    });
  }
  // the median run: Lighthouse varies from run to run on shared cores
  return runs.sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)]!;
}

console.log(`JavaScript downloaded per page (gzipped, budget ${BUDGET_KB} KB)`);
console.log('| page | scripts | KB gzipped | share of budget |');
console.log('|---|---|---|---|');
for (const { name, path } of pages) {
  const { files, gzipped } = await javascriptBytes(path);
  console.log(`| ${name} | ${files} | ${(gzipped / 1024).toFixed(1)} | ${(gzipped / 1024 / BUDGET_KB).toFixed(2)} |`);
}
await browser.close();

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  const baseline = await lighthouseFigures(`${staticBase}/`, chrome.port);
  console.log(`\nLighthouse performance, mobile preset, median of ${RUNS} runs (baseline: a static HTML page without scripts)`);
  console.log('| page | score | ratio to baseline | metrics |');
  console.log('|---|---|---|---|');
  console.log(`| baseline | ${baseline.score} | 1.00 | ${baseline.metrics} |`);
  for (const { name, path } of pages) {
    const figures = await lighthouseFigures(`${base}${path}`, chrome.port);
    console.log(`| ${name} | ${figures.score} | ${(figures.score / baseline.score).toFixed(2)} | ${figures.metrics} |`);
  }
} finally {
  chrome.kill();
  staticPage.close();
  await server.close();
}
