// A server build renders each page as a browser would render it afresh, whatever it rendered before: the
// browser hydrates a page with new caches, while the server's caches (Chakra's memos, the render caches of
// client/vendor/libraryInternals.ts) live as long as the process. For each public page of the demo data (both
// disclaimer states): the reference is the page rendered first thing in a process of its own by `--fresh`
// (default: the same build as `--build`); then `--build` renders every page in one process, in order, in
// reverse and in order again; the HTML, the styles element and the store must be byte for byte the
// reference's (the styles' rules may come in another order when the reference's process loaded a lazy module
// for the first time while rendering: counted apart). The GraphQL answers are recorded once from a real server and replayed to both. Prints OK or
// the first difference of each part that differs.
//   npx tsx bench/render-parity.ts [--build client/dist-server/renderPage.js] [--fresh <another renderPage.js>]
import './production-env.ts';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { ExecuteGraphQL, GraphQLAnswer, RenderedPage, ServerRequest } from '../common/pageRendering.ts';
import { adPathOf } from '../common/routes.ts';

/** A server build of the client: `preparePage` then `render` (issue 32), or `renderPage` in builds before it. */
type PageRenderer =
  | { preparePage(request: ServerRequest, execute: ExecuteGraphQL): Promise<{ render(): Promise<RenderedPage> }> }
  | { renderPage(request: ServerRequest, execute: ExecuteGraphQL): Promise<RenderedPage> };
const renderWith = async (by: PageRenderer, request: ServerRequest, execute: ExecuteGraphQL): Promise<RenderedPage> =>
  'preparePage' in by ? (await by.preparePage(request, execute)).render() : by.renderPage(request, execute);

interface Recording {
  settings: ServerRequest['siteSettings'];
  locations: string[];
  answers: Record<string, string>;
}
type Rendered = { html: string; styles: string; store: string };
const COOKIES = [null, 'adult_ok=1'] as const;

const keyOf = (document: Parameters<ExecuteGraphQL>[0], variables: Record<string, unknown>) =>
  JSON.stringify([document, variables]);

async function render(
  renderer: PageRenderer,
  recording: Recording,
  location: string,
  cookies: string | null,
  live?: ExecuteGraphQL,
): Promise<Rendered> {
  const execute: ExecuteGraphQL = async (document, variables) => {
    const key = keyOf(document, variables);
    if (!(key in recording.answers)) {
      if (!live) throw new Error(`no recorded answer for ${key.slice(0, 300)}`);
      recording.answers[key] = JSON.stringify(await live(document, variables));
    }
    return JSON.parse(recording.answers[key]!) as GraphQLAnswer;
  };
  const page = await renderWith(
    renderer,
    { location, origin: 'https://example.com', cookies, siteSettings: recording.settings },
    execute,
  );
  if (page.errors.length > 0) throw page.errors[0];
  return {
    html: await new Response(page.html).text(),
    styles: page.stylesElement,
    store: JSON.stringify(page.records()),
  };
}

const { values } = parseArgs({
  options: {
    build: { type: 'string', default: resolve(import.meta.dirname, '../client/dist-server/renderPage.js') },
    fresh: { type: 'string' },
    // internal: one page rendered first thing in this process, printed as JSON
    child: { type: 'string' },
    recording: { type: 'string' },
  },
});

if (values.child) {
  const recording = JSON.parse(readFileSync(values.recording!, 'utf8')) as Recording;
  const renderer = (await import(resolve(values.child))) as PageRenderer;
  const [location, cookie] = JSON.parse(process.env.PARITY_PAGE!) as [string, string | null];
  process.stdout.write(JSON.stringify(await render(renderer, recording, location, cookie)));
  process.exit(0);
}

const build = resolve(values.build);
const fresh = resolve(values.fresh ?? build);
const renderer = (await import(build)) as PageRenderer;
const { startServer } = await import('../server/main.ts');
const { benchEnv, seedAds } = await import('./seed-ads.ts');
const running = await startServer({ ...benchEnv(), SEED_DEMO: 'true', PUBLIC_CACHE_SECONDS: '0' });
const origin = `http://127.0.0.1:${running.port}`;
const live: ExecuteGraphQL = async (document, variables) => {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify({ ...document, variables }),
  });
  return (await response.json()) as GraphQLAnswer;
};
const read = async <T>(query: string) => (await live({ query }, {})).data as T;
const recording: Recording = { settings: {} as Recording['settings'], locations: [], answers: {} };
const rendered = new Map<string, Rendered>();
try {
  await seedAds(running.database.prisma, 500, 10);
  const ads = await read<{
    ads: {
      edges: { node: { databaseId: number; name: string; location: { slug: string }; category: { slug: string } } }[];
    };
  }>('{ ads(first: 3) { edges { node { databaseId name location { slug } category { slug } } } } }');
  const blogs = await read<{ blogs: { edges: { node: { slug: string } }[] } }>(
    '{ blogs(first: 1) { edges { node { slug } } } }',
  );
  recording.settings = (
    await read<{ siteSettings: Recording['settings'] }>(
      '{ siteSettings { siteName contactEmail contactPhone supportHours grievanceOfficer { name email phone } } }',
    )
  ).siteSettings;
  const firstAd = ads.ads.edges[0]!.node;
  recording.locations = [
    '/',
    '/call-girls',
    `/call-girls/${firstAd.location.slug}`,
    `/call-girls/${firstAd.location.slug}/${firstAd.category.slug}`,
    '/call-girls?q=bench',
    ...ads.ads.edges.map(({ node }) =>
      adPathOf({ citySlug: node.location.slug, name: node.name, databaseId: node.databaseId }),
    ),
    '/blogs',
    ...blogs.blogs.edges.map((edge) => `/blogs/${edge.node.slug}`),
    '/about-us',
    '/contact-us',
    '/terms-&-conditions',
    '/privacy-policy',
    '/grievance',
    '/no-such-page',
  ];
  // the first round records every answer (both builds ask the same queries of the same client code)
  for (const location of recording.locations)
    for (const cookie of COOKIES)
      rendered.set(JSON.stringify([location, cookie]), await render(renderer, recording, location, cookie, live));
} finally {
  await running.close();
}

const file = join(mkdtempSync(join(tmpdir(), 'render-parity-')), 'recording.json');
writeFileSync(file, JSON.stringify(recording));
const references = new Map<string, Rendered>();
for (const location of recording.locations) {
  for (const cookie of COOKIES) {
    const page = JSON.stringify([location, cookie]);
    const child = spawnSync(
      process.execPath,
      ['--import', 'tsx', import.meta.filename, '--child', fresh, '--recording', file],
      {
        env: { ...process.env, PARITY_PAGE: page },
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    if (child.status !== 0) throw new Error(`rendering ${page} afresh failed: ${child.stderr}`);
    references.set(page, JSON.parse(child.stdout) as Rendered);
  }
}

function firstDifference(a: string, b: string): string {
  let index = 0;
  while (index < a.length && a[index] === b[index]) index += 1;
  return `at ${index}: ${JSON.stringify(a.slice(Math.max(0, index - 60), index + 60))} afresh, ${JSON.stringify(b.slice(Math.max(0, index - 60), index + 60))} here`;
}

/** The style names the styles element lists, sorted: a name is the hash of its rules, so the same names are the same rules. */
const styleNames = (styles: string) => (/data-names="([^"]*)"/.exec(styles)?.[1] ?? '').split(' ').sort().join(' ');

let different = 0;
let reordered = 0;
const pages = recording.locations.flatMap((location) => COOKIES.map((cookie) => JSON.stringify([location, cookie])));
const compare = (label: string, page: string, got: Rendered) => {
  const reference = references.get(page)!;
  for (const part of ['html', 'styles', 'store'] as const) {
    if (reference[part] === got[part]) continue;
    // the same rules in another order: a lazy module (the age disclaimer) loading for the first time in a process
    // is rendered after the page around it, once loaded in tree order; each element's class is the same either way
    if (part === 'styles' && styleNames(reference.styles) === styleNames(got.styles)) {
      reordered += 1;
      continue;
    }
    different += 1;
    console.log(`${label} ${page}: the ${part} differs ${firstDifference(reference[part], got[part])}`);
  }
};
for (const page of pages) compare('round 1 (in order)', page, rendered.get(page)!);
for (const [label, order] of [
  ['round 2 (reversed)', [...pages].reverse()],
  ['round 3 (in order)', pages],
] as const) {
  for (const page of order) {
    const [location, cookie] = JSON.parse(page) as [string, string | null];
    compare(label, page, await render(renderer, recording, location, cookie));
  }
}
for (const location of recording.locations) {
  const reference = references.get(JSON.stringify([location, null]))!;
  console.log(
    `${location}: HTML ${reference.html.length} characters, styles ${reference.styles.length}, store ${reference.store.length}`,
  );
}
if (reordered > 0)
  console.log(
    `${reordered} renders held the reference's style rules in another order (a lazy module's first load in the reference's process)`,
  );
console.log(
  different === 0
    ? `OK: ${pages.length} pages (${recording.locations.length} addresses, 2 disclaimer states) rendered by ${build} after other pages, 3 rounds, as ${fresh} renders each afresh`
    : `${different} DIFFERENCES`,
);
process.exit(different === 0 ? 0 : 1);
