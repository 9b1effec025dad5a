import type { Descendant } from 'slate';
import { describe, expect, it } from 'vitest';
// the server stores what its sanitiser keeps: the editor's HTML must come back from it unchanged
import { sanitiseBlogHtml } from '../../../../server/modules/blogs/sanitize.ts';
import { htmlToSlate, isEmptyDocument, slateToHtml } from './html.ts';
import { isAllowedImageUrl, isAllowedLinkUrl } from './url-rules.ts';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const DOCUMENTS: Record<string, Descendant[]> = {
  'a paragraph': [{ type: 'paragraph', children: [{ text: 'Hello Mumbai' }] }],
  'headings and marks': [
    { type: 'heading-two', children: [{ text: 'Where to meet' }] },
    { type: 'heading-three', children: [{ text: 'In ' }, { text: 'public', bold: true }, { text: ', ' }, { text: 'first', italic: true, bold: true }] },
    { type: 'paragraph', children: [{ text: 'Plain, ' }, { text: 'slanted', italic: true }, { text: '.' }] },
  ],
  'lists': [
    { type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'one' }] }, { type: 'list-item', children: [{ text: 'two', bold: true }] }] },
    { type: 'numbered-list', children: [{ type: 'list-item', children: [{ text: 'first' }] }] },
  ],
  'links of each scheme, with marks inside': [
    {
      type: 'paragraph',
      children: [
        { text: 'Write to ' },
        { type: 'link', url: 'mailto:help@example.com', children: [{ text: 'us' }] },
        { text: ', call ' },
        { type: 'link', url: 'tel:+919876543210', children: [{ text: 'now', bold: true }] },
        { text: ' or read ' },
        { type: 'link', url: 'https://example.com/safety?a=1&b=2', children: [{ text: 'the ' }, { text: 'guide', italic: true }] },
        { text: '' },
      ],
    },
  ],
  'images, from the web and inline': [
    { type: 'image', url: 'https://example.com/photo.webp', alt: 'Marine Drive at night', children: [{ text: '' }] },
    { type: 'paragraph', children: [{ text: 'Between' }] },
    { type: 'image', url: PNG, alt: '', children: [{ text: '' }] },
  ],
  'special characters and line breaks': [
    { type: 'paragraph', children: [{ text: 'Tom & Jerry <script>alert("x")</script> it\'s 5 > 3\nnext line' }] },
    { type: 'paragraph', children: [{ text: '' }] },
    { type: 'paragraph', children: [{ text: 'after a blank line' }] },
  ],
};

describe('rich text as HTML', () => {
  it.each(Object.entries(DOCUMENTS))('%s: loads back as written, also after the server has cleaned it', (_name, document) => {
    const html = slateToHtml(document);
    expect(htmlToSlate(html)).toEqual(document);
    expect(htmlToSlate(sanitiseBlogHtml(html))).toEqual(document);
  });

  it('writes only the tags the server keeps', () => {
    const html = slateToHtml(Object.values(DOCUMENTS).flat());
    expect([...new Set(html.match(/<\/?([a-z0-9]+)/g)!.map((tag) => tag.replace(/[</]/g, '')))].sort()).toEqual(
      ['a', 'br', 'em', 'h2', 'h3', 'img', 'li', 'ol', 'p', 'strong', 'ul'],
    );
    expect(slateToHtml(DOCUMENTS['special characters and line breaks']!)).toBe(
      '<p>Tom &amp; Jerry &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; it\'s 5 &gt; 3<br>next line</p><p></p><p>after a blank line</p>',
    );
  });

  it('reads pasted HTML into the same document: refused addresses dropped, their words kept', () => {
    const pasted =
      '<div><h1>Title</h1><span>Intro <b>bold</b> <a href="javascript:alert(1)">click</a> ' +
      '<a href="https://example.com">site</a></span><img src="javascript:alert(1)"><img src="data:image/svg+xml;base64,PHN2Zz4="></div>' +
      '<ul><li>a<ul><li>nested</li></ul></li></ul><table><tr><td>cell</td></tr></table>';
    expect(htmlToSlate(pasted)).toEqual([
      { type: 'heading-two', children: [{ text: 'Title' }] },
      {
        type: 'paragraph',
        children: [{ text: 'Intro ' }, { text: 'bold', bold: true }, { text: ' click ' }, { type: 'link', url: 'https://example.com', children: [{ text: 'site' }] }, { text: '' }],
      },
      { type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'a' }] }, { type: 'list-item', children: [{ text: 'nested' }] }] },
      { type: 'paragraph', children: [{ text: 'cell' }] },
    ]);
  });

  it('gives an empty document one empty paragraph, and knows it is empty', () => {
    expect(htmlToSlate('')).toEqual([{ type: 'paragraph', children: [{ text: '' }] }]);
    expect(isEmptyDocument(htmlToSlate('<p>  </p><ul><li></li></ul>'))).toBe(true);
    expect(isEmptyDocument(DOCUMENTS['images, from the web and inline']!.slice(0, 1))).toBe(false);
    expect(isEmptyDocument(DOCUMENTS['a paragraph']!)).toBe(false);
  });
});

describe('addresses the editor accepts', () => {
  it.each(['https://example.com/a', 'http://example.com', 'mailto:help@example.com', 'tel:+919876543210'])('links to %s', (url) => {
    expect(isAllowedLinkUrl(url)).toBe(true);
  });

  it.each(['javascript:alert(1)', 'java\tscript:alert(1)', ' JAVASCRIPT:alert(1)', 'data:text/html,hi', 'vbscript:x', '/relative', 'example.com', 'mailto:'])(
    'no link to %s',
    (url) => {
      expect(isAllowedLinkUrl(url)).toBe(false);
    },
  );

  it('images from the web or inline raster data only', () => {
    expect(isAllowedImageUrl('https://example.com/a.jpg')).toBe(true);
    expect(isAllowedImageUrl(PNG)).toBe(true);
    expect(isAllowedImageUrl('data:image/svg+xml;base64,PHN2Zz4=')).toBe(false);
    expect(isAllowedImageUrl('javascript:alert(1)')).toBe(false);
    expect(isAllowedImageUrl('mailto:a@example.com')).toBe(false);
  });
});
