// SEO records over REST (SPEC section 7): the public read of a page path, and the admin's list,
// add and update. A thin adapter over ./service.ts, where the rules and authorisation live; this
// file checks the role, reads the payload's field names and shapes the answers.
import { contextOf, HttpError, jsonBody, requireSession, type RestApp, type RestContext } from '../../rest/app.ts';
import { addSeoPage, findSeoPage, listSeoPages, SEO_MESSAGES, storedSeoPath, updateSeoPage } from './service.ts';

type SeoRow = {
  id: number;
  path: string;
  title: string;
  description: string;
  keywords: string;
  canonicalUrl: string;
  robots: string;
};

/** The public fields (SPEC section 7); the home page's path is '' (the admin table shows 'home'). */
function publicAnswer(page: SeoRow) {
  return {
    path: page.path,
    title: page.title,
    description: page.description,
    keywords: page.keywords,
    canonical_url: page.canonicalUrl,
    robots: page.robots,
  };
}

/** An admin's view of a record: the public fields and its id. */
function recordAnswer(page: SeoRow) {
  return { id: page.id, ...publicAnswer(page) };
}

/**
 * The `?path=` of the request. '/terms-&-conditions' sent without encoding its '&' arrives split
 * in two ('path=/terms-' and '-conditions'); the whole raw query after 'path=' is then used when
 * it, and not the split value, names one of the page paths.
 */
function pathQuery(c: RestContext): string | undefined {
  const parsed = c.req.query('path');
  const search = new URL(c.req.url).search.slice(1);
  if (!search.startsWith('path=')) return parsed;
  let whole: string;
  try {
    whole = decodeURIComponent(search.slice('path='.length).replace(/\+/g, ' '));
  } catch {
    return parsed;
  }
  const parsedNamesAPage = parsed !== undefined && storedSeoPath(parsed) !== null;
  return !parsedNamesAPage && storedSeoPath(whole) !== null ? whole : parsed;
}

/** The SEO payload's field names as the service takes them. */
function seoInput(body: Record<string, unknown>, path: unknown) {
  return {
    path: path as string,
    title: body.title as string,
    description: body.description as string | null | undefined,
    keywords: body.keywords as string | null | undefined,
    canonicalUrl: body.canonical_url as string | null | undefined,
    robots: body.robots as string | null | undefined,
  };
}

export function registerSeoRoutes(app: RestApp) {
  // GET /seo-pages/all (admin): every record, by path
  app.get('/seo-pages/all', async (c) => {
    const ctx = requireSession(c, 'admin');
    const pages = (await listSeoPages(ctx)) as SeoRow[];
    return c.json(pages.map(recordAnswer));
  });

  // GET /seo-pages?path= (public): the record of one page path; none answers 404
  app.get('/seo-pages', async (c) => {
    const page = (await findSeoPage(contextOf(c), pathQuery(c))) as SeoRow | null;
    if (!page) throw new HttpError(404, SEO_MESSAGES.notFound);
    return c.json(publicAnswer(page));
  });

  // POST /seo-pages (admin): { path, title, description, keywords, canonical_url, robots }
  app.post('/seo-pages', async (c) => {
    const ctx = requireSession(c, 'admin');
    const body = await jsonBody(c);
    const page = await addSeoPage(ctx, seoInput(body, body.path));
    return c.json(recordAnswer(page), 201);
  });

  // PUT /seo-pages?path= (admin): the same fields; the query's path names the record (the body's
  // path is used only when the query has none; a record's path never changes)
  app.put('/seo-pages', async (c) => {
    const ctx = requireSession(c, 'admin');
    const body = await jsonBody(c);
    const path = pathQuery(c) ?? body.path;
    const page = await updateSeoPage(ctx, seoInput(body, path));
    return c.json(recordAnswer(page));
  });
}
