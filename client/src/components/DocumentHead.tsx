// The page's head (SPEC section 1, issue 32): title, description, keywords, canonical link, robots and the
// link-preview metas, from the route's query (`pageHead`: the SEO record with its defaults applied), plus
// what a page adds from its own data (structured data, the image to preview and to preload).
// On the server a render hands each part to the renderer (renderPage.tsx), which writes them into the
// document's <head> in order; in the browser React 19 keeps <title>, <meta> and <link> in <head>: on
// hydration they take over the tags the server wrote, and a navigation replaces them, so crawlers and the
// app see one head, made by one function (headElements).
import { createContext, useContext } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { DocumentHead_head$key } from '../__generated__/DocumentHead_head.graphql';
import { languageAddresses, type Crumb, type HeadPart, type HeadTags } from '../../../common/pageHead.ts';
import { usePageLanguage } from '../lib/language.ts';

export type { Crumb, HeadPart, HeadTags };

/** The breadcrumbs every listing and ad page starts with. */
export const LISTING_CRUMBS = [
  { name: 'Home', path: '/' },
  { name: 'Call Girls', path: '/call-girls' },
] as const;

/** On the server: where a render's head parts go (renderPage.tsx). Absent in the browser. */
export const HeadPartsContext = createContext<((part: HeadPart) => void) | null>(null);

/** The tags of the texts, as the browser keeps them in <head> (the server writes the same: common/pageHead.ts). */
function HeadElements({ tags }: { tags: HeadTags }) {
  const language = usePageLanguage();
  const addresses = tags.canonicalUrl ? languageAddresses(tags.canonicalUrl, language) : null;
  return (
    <>
      <title>{tags.title}</title>
      <meta name="description" content={tags.description} />
      <meta name="keywords" content={tags.keywords} />
      <meta name="robots" content={tags.robots} />
      {/* a page with no address of its own (not found) names none: no canonical link at all, never href="" */}
      {addresses ? <link rel="canonical" href={addresses.canonical} /> : null}
      {addresses?.alternates.map((alternate) => (
        <link key={alternate.hrefLang} rel="alternate" hrefLang={alternate.hrefLang} href={alternate.href} />
      ))}
      <meta property="og:title" content={tags.title} />
      <meta property="og:description" content={tags.description} />
      {addresses ? <meta property="og:url" content={addresses.canonical} /> : null}
    </>
  );
}

/**
 * A part of the page's head. On the server it is handed to the renderer and renders nothing; in the
 * browser its texts are rendered as head tags (structured data and preloads are for the first load only).
 */
export function HeadOf(part: HeadPart) {
  const collect = useContext(HeadPartsContext);
  if (collect) {
    collect(part);
    return null;
  }
  return part.tags ? <HeadElements tags={part.tags} /> : null;
}

/** Head tags given as values (pages without a server record, such as the not-found page). */
export function StaticHead(tags: HeadTags) {
  const { title, description, keywords, canonicalUrl, robots } = tags;
  return <HeadOf tags={{ title, description, keywords, canonicalUrl, robots }} />;
}

/** Head tags from the server's `pageHead(path)`: the SEO record with its defaults applied. */
export function DocumentHead({ head }: { head: DocumentHead_head$key }) {
  const data = useFragment(
    graphql`
      fragment DocumentHead_head on PageHead {
        title
        description
        keywords
        canonicalUrl
        robots
        # read by the server's renderer before it renders the page (renderPage.tsx): 301, 404, 410
        status
        redirectTo
      }
    `,
    head,
  );
  return <StaticHead {...data} />;
}
