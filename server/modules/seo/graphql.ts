// SEO records of the public pages; the rules live in ./service.ts.
import { builder } from '../../graphql/builder.ts';
import { INPUT_ERRORS } from '../../graphql/errors.ts';
import { resolvePageHead, type PageHead } from './head.ts';
import { addSeoPage, findSeoPage, listSeoPages, SEO_PATHS, updateSeoPage } from './service.ts';
import { LanguageEnum } from '../../graphql/language.ts';

// everything here ends up in public pages' <head>, so the type is public
export const SeoPageType = builder.prismaNode('SeoPage', {
  id: { field: 'id' },
  description: 'Title, description, keywords, canonical link and robots value of a public page.',
  fields: (t) => ({
    path: t.exposeString('path', { description: "The page path; '' is the home page." }),
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    keywords: t.exposeString('keywords'),
    canonicalUrl: t.exposeString('canonicalUrl'),
    robots: t.exposeString('robots'),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const AddSeoPageInput = builder.inputType('AddSeoPageInput', {
  fields: (t) => ({
    path: t.string({ description: "One of the 9 page paths; '' or '/' is the home page." }),
    title: t.string(),
    description: t.string({ required: false }),
    keywords: t.string({ required: false }),
    canonicalUrl: t.string({ required: false, description: 'Empty, or an http(s) address.' }),
    robots: t.string({ required: false, description: "For example 'index, follow'." }),
  }),
});

const UpdateSeoPageInput = builder.inputType('UpdateSeoPageInput', {
  description: 'The path names the record; an omitted field keeps its value, an empty one clears it.',
  fields: (t) => ({
    path: t.string(),
    title: t.string(),
    description: t.string({ required: false }),
    keywords: t.string({ required: false }),
    canonicalUrl: t.string({ required: false }),
    robots: t.string({ required: false }),
  }),
});

builder.queryField('seoPage', (t) =>
  t.prismaField({
    type: SeoPageType,
    nullable: true,
    authScopes: { public: true },
    description: "The SEO record of a page path ('' or '/' for home), or null when there is none.",
    args: { path: t.arg.string({ required: true }) },
    resolve: (query, _root, { path }, ctx) => findSeoPage(ctx, path, query),
  }),
);

builder.queryField('seoPages', (t) =>
  t.prismaField({
    type: [SeoPageType],
    authScopes: { admin: true },
    complexity: { multiplier: SEO_PATHS.length },
    description: 'Every SEO record, by path.',
    resolve: (query, _root, _args, ctx) => listSeoPages(ctx, query),
  }),
);

builder.mutationField('addSeoPage', (t) =>
  t.field({
    type: SeoPageType,
    authScopes: { admin: true },
    errors: { types: INPUT_ERRORS, dataField: { name: 'seoPage' } },
    args: { input: t.arg({ type: AddSeoPageInput, required: true }) },
    resolve: (_root, { input }, ctx) => addSeoPage(ctx, input),
  }),
);

builder.mutationField('updateSeoPage', (t) =>
  t.field({
    type: SeoPageType,
    authScopes: { admin: true },
    errors: { types: INPUT_ERRORS, dataField: { name: 'seoPage' } },
    args: { input: t.arg({ type: UpdateSeoPageInput, required: true }) },
    resolve: (_root, { input }, ctx) => updateSeoPage(ctx, input),
  }),
);

const PageHeadType = builder
  .objectRef<
    Pick<PageHead, 'title' | 'description' | 'keywords' | 'canonicalUrl' | 'robots' | 'found' | 'status' | 'redirectTo'>
  >('PageHead')
  .implement({
    description:
      "The <head> of a client route: the page's SEO record with the built-in texts filling what it leaves empty.",
    fields: (t) => ({
      title: t.exposeString('title'),
      description: t.exposeString('description'),
      keywords: t.exposeString('keywords', { description: 'Comma-separated.' }),
      canonicalUrl: t.exposeString('canonicalUrl', {
        description:
          'Absolute address of the page; empty for a path that names no page (it has no address of its own).',
      }),
      robots: t.exposeString('robots'),
      found: t.exposeBoolean('found', {
        description:
          'False when the path names no page, no published blog or no publicly visible ad: show the not-found page.',
      }),
      status: t.exposeInt('status', {
        description:
          'The HTTP status the page answers with: 200, 301 (an old address: see redirectTo), 404 (names nothing) or 410 (an ad that ended or was taken down).',
      }),
      redirectTo: t.string({
        nullable: true,
        description: 'With status 301: the path (and query) the page now lives at; else null.',
        resolve: (head) => head.redirectTo ?? null,
      }),
    }),
  });

builder.queryField('pageHead', (t) =>
  t.field({
    type: PageHeadType,
    authScopes: { public: true },
    description:
      "The head of a client route, as search engines see it. `path` is the browser's path (a readable listing address `/call-girls/{city}[/{category}]` names its city and category; the old `?location={databaseId}` answers 301 to it); `locationName` is the city chosen on `/call-girls`.",
    args: {
      path: t.arg.string({ required: true }),
      locationName: t.arg.string({ required: false }),
      language: t.arg({
        type: LanguageEnum,
        required: false,
        description:
          "The page's language (issue 35): the built-in texts and place names are in it. English when absent.",
      }),
    },
    resolve: (_root, { path, locationName, language }, ctx) =>
      resolvePageHead(ctx, path, { locationName, language: language ?? undefined }),
  }),
);
