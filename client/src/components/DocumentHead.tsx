// Sets the page's title, description, keywords, canonical link and robots in <head> (SPEC section 1),
// replacing the tags the server injected into the HTML, so crawlers and the app agree.
import { useEffect } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { DocumentHead_head$key } from '../__generated__/DocumentHead_head.graphql';

export interface HeadTags {
  title: string;
  description: string;
  keywords: string;
  canonicalUrl: string;
  robots: string;
}

function upsert(selector: string, create: () => HTMLElement, attribute: string, value: string): void {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    document.head.appendChild(element);
  }
  element.setAttribute(attribute, value);
}

function meta(name: string) {
  return () => Object.assign(document.createElement('meta'), { name });
}

export function applyHeadTags(tags: HeadTags): void {
  document.title = tags.title;
  upsert('meta[name="description"]', meta('description'), 'content', tags.description);
  upsert('meta[name="keywords"]', meta('keywords'), 'content', tags.keywords);
  upsert('meta[name="robots"]', meta('robots'), 'content', tags.robots);
  // a page with no address of its own (not found) names none: no canonical link at all, never href=""
  if (tags.canonicalUrl) upsert('link[rel="canonical"]', () => Object.assign(document.createElement('link'), { rel: 'canonical' }), 'href', tags.canonicalUrl);
  else for (const link of document.head.querySelectorAll('link[rel="canonical"]')) link.remove();
}

/** Head tags given as values (pages without a server record, such as the not-found page). */
export function StaticHead(tags: HeadTags) {
  const { title, description, keywords, canonicalUrl, robots } = tags;
  useEffect(() => applyHeadTags({ title, description, keywords, canonicalUrl, robots }), [title, description, keywords, canonicalUrl, robots]);
  return null;
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
      }
    `,
    head,
  );
  return <StaticHead {...data} />;
}
