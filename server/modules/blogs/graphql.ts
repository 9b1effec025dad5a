// Blogs over GraphQL; the rules live in ./service.ts.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder.ts';
import { INPUT_ERRORS, UPLOAD_ERRORS } from '../../graphql/errors.ts';
import { connectionComplexity, HEAVY_FIELD_COST } from '../../graphql/limits.ts';
import { imageSources } from '../../lib/media/images.ts';
import { blogExcerpt } from './sanitize.ts';
import {
  addBlogImages,
  BLOG_LIMITS,
  canReadBlog,
  countAllBlogs,
  countPublishedBlogs,
  createBlog,
  deleteBlog,
  deleteBlogImage,
  findBlogBySlug,
  listAllBlogs,
  listPublishedBlogs,
  listSimilarBlogs,
  updateBlog,
} from './service.ts';

/** Longest excerpt a caller may ask for. */
const MAX_EXCERPT = 1000;

// Reached only through its blog, which carries the visibility rule, so it is no Node of its own.
const BlogImageType = builder.prismaObject('BlogImage', {
  description: 'An image of a blog, as absolute URLs.',
  fields: (t) => ({
    id: t.globalID({
      description: 'Global id, for deleteBlogImage.',
      resolve: (image) => ({ type: 'BlogImage', id: image.id }),
    }),
    databaseId: t.exposeInt('id', { description: 'The numeric id the REST API uses.' }),
    url: t.string({ resolve: (image, _args, ctx) => imageSources(ctx.origin, image).url }),
    srcSet: t.string({
      description: 'The WebP variants for the srcset attribute.',
      resolve: (image, _args, ctx) => imageSources(ctx.origin, image).srcSet,
    }),
    width: t.exposeInt('width', { nullable: true }),
    height: t.exposeInt('height', { nullable: true }),
    blog: t.relation('blog'),
  }),
});

// A published blog is public; an unpublished one exists only for admins, also through node(id:).
export const BlogType = builder.prismaNode('Blog', {
  id: { field: 'id' },
  authScopes: (blog, context) => (canReadBlog(context, blog) ? { public: true } : { admin: true }),
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The numeric id the REST API uses.' }),
    slug: t.exposeString('slug'),
    title: t.exposeString('title'),
    description: t.exposeString('description', { description: 'Sanitised HTML.' }),
    excerpt: t.string({
      description: `The description as plain text, cut at a word boundary (at most ${MAX_EXCERPT} characters).`,
      args: { maxLength: t.arg.int({ required: false, defaultValue: 200 }) },
      // parses the whole description
      complexity: HEAVY_FIELD_COST,
      resolve: (blog, { maxLength }) => blogExcerpt(blog.description, Math.min(maxLength ?? 200, MAX_EXCERPT)),
    }),
    metaKeywords: t.exposeString('metaKeywords'),
    metaDescription: t.exposeString('metaDescription'),
    metaTitle: t.exposeString('metaTitle'),
    metaRobots: t.exposeString('metaRobots'),
    published: t.exposeBoolean('published'),
    images: t.relation('images', {
      description: 'In slideshow order.',
      query: { orderBy: [{ position: 'asc' }, { id: 'asc' }] },
      complexity: { multiplier: BLOG_LIMITS.imagesPerBlog },
    }),
    similarBlogs: t.prismaField({
      type: ['Blog'],
      description: 'Up to 6 other published blogs, newest first.',
      // a query for each blog: nested ones multiply by 6 a level, a cost that refuses deep nesting
      complexity: { field: HEAVY_FIELD_COST, multiplier: BLOG_LIMITS.similarBlogs },
      resolve: (query, blog, _args, ctx) => listSimilarBlogs(ctx, blog.id, query),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const blogFieldDescriptions = {
  description:
    'HTML from the rich-text editor; stored sanitised (allowed tags, web/mail/phone links, web or inline raster images).',
  slug: 'Lower-case letters and digits in groups separated by single hyphens.',
};

const CreateBlogInput = builder.inputType('CreateBlogInput', {
  fields: (t) => ({
    slug: t.string({ description: blogFieldDescriptions.slug }),
    title: t.string(),
    description: t.string({ description: blogFieldDescriptions.description }),
    metaKeywords: t.string({ required: false }),
    metaDescription: t.string({ required: false }),
    metaTitle: t.string({ required: false }),
    metaRobots: t.string({ required: false }),
    published: t.boolean({ required: false, description: 'Defaults to true.' }),
  }),
});

const UpdateBlogInput = builder.inputType('UpdateBlogInput', {
  description: 'An omitted meta field or `published` keeps its value; an empty meta field clears it.',
  fields: (t) => ({
    slug: t.string({ description: blogFieldDescriptions.slug }),
    title: t.string(),
    description: t.string({ description: blogFieldDescriptions.description }),
    metaKeywords: t.string({ required: false }),
    metaDescription: t.string({ required: false }),
    metaTitle: t.string({ required: false }),
    metaRobots: t.string({ required: false }),
    published: t.boolean({ required: false }),
  }),
});

builder.queryField('blogs', (t) =>
  t.prismaConnection({
    complexity: connectionComplexity,
    type: BlogType,
    cursor: 'id',
    authScopes: { public: true },
    description: 'Published blogs, newest first.',
    totalCount: (_parent, _args, ctx) => countPublishedBlogs(ctx),
    resolve: (query, _parent, _args, ctx) => listPublishedBlogs(ctx, query),
  }),
);

builder.queryField('blog', (t) =>
  t.prismaField({
    type: BlogType,
    nullable: true,
    authScopes: { public: true },
    description: 'The published blog of a slug (admins also get unpublished ones), or null.',
    args: { slug: t.arg.string({ required: true }) },
    resolve: (query, _root, { slug }, ctx) => findBlogBySlug(ctx, slug, query),
  }),
);

builder.queryField('adminBlogs', (t) =>
  t.prismaConnection({
    complexity: connectionComplexity,
    type: BlogType,
    cursor: 'id',
    authScopes: { admin: true },
    description: 'Every blog, published or not, newest first.',
    totalCount: (_parent, _args, ctx) => countAllBlogs(ctx),
    resolve: (query, _parent, _args, ctx) => listAllBlogs(ctx, query),
  }),
);

builder.mutationField('createBlog', (t) =>
  t.field({
    type: BlogType,
    authScopes: { admin: true },
    errors: { types: UPLOAD_ERRORS, dataField: { name: 'blog' } },
    args: {
      input: t.arg({ type: CreateBlogInput, required: true }),
      // nullable, so a missing list is answered with the SPEC message rather than a schema error
      images: t.arg({ type: ['File'], required: false, description: 'At least one image.' }),
    },
    resolve: (_root, { input, images }, ctx) => createBlog(ctx, { ...input, images }),
  }),
);

builder.mutationField('updateBlog', (t) =>
  t.field({
    type: BlogType,
    authScopes: { admin: true },
    errors: { types: INPUT_ERRORS, dataField: { name: 'blog' } },
    args: {
      id: t.arg.globalID({ required: true, for: BlogType }),
      input: t.arg({ type: UpdateBlogInput, required: true }),
    },
    resolve: (_root, { id, input }, ctx) => updateBlog(ctx, id.id, input),
  }),
);

builder.mutationField('addBlogImages', (t) =>
  t.field({
    type: [BlogImageType],
    authScopes: { admin: true },
    // the result is a union (not a list): the images' size counts once, on its data field
    complexity: 1,
    errors: {
      types: UPLOAD_ERRORS,
      dataField: { name: 'images', complexity: { multiplier: BLOG_LIMITS.imagesPerBlog } },
    },
    description: "Appends images after the blog's existing ones; answers the new images.",
    args: {
      blogId: t.arg.globalID({ required: true, for: BlogType }),
      images: t.arg({ type: ['File'], required: true }),
    },
    resolve: (_root, { blogId, images }, ctx) => addBlogImages(ctx, { blogId: blogId.id, images }),
  }),
);

builder.mutationField('deleteBlogImage', (t) =>
  t.field({
    type: BlogType,
    authScopes: { admin: true },
    errors: { types: INPUT_ERRORS, dataField: { name: 'blog' } },
    description: 'Deletes an image (never the last one of its blog); answers the blog with the images it keeps.',
    args: { id: t.arg.globalID({ required: true, for: BlogImageType }) },
    resolve: (_root, { id }, ctx) => deleteBlogImage(ctx, id.id),
  }),
);

builder.mutationField('deleteBlog', (t) =>
  t.field({
    type: 'ID',
    authScopes: { admin: true },
    errors: { types: INPUT_ERRORS, dataField: { name: 'deletedId' } },
    description: 'Deletes a blog and its images; answers the global id it had.',
    args: { id: t.arg.globalID({ required: true, for: BlogType }) },
    resolve: async (_root, { id }, ctx) => encodeGlobalID('Blog', await deleteBlog(ctx, id.id)),
  }),
);
