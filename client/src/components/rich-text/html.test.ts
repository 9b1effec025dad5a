import type { Descendant } from 'slate';
import { describe, expect, it } from 'vitest';
// the server stores what its sanitiser keeps: the editor's HTML must come back from it unchanged
import { sanitiseBlogHtml } from '../../../../server/modules/blogs/sanitize.ts';
import { htmlToSlate, isAllowedImageUrl, isAllowedLinkUrl, isEmptyDocument, slateToHtml } from './html.ts';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const DOCUMENTS: Record<string, Descendant[]> = {
  'a paragraph': [{ type: 'paragraph', children: [{ text: 'Hello Mumbai' }] }],
  'headings and marks': [
    { type: 'heading-two', children: [{ text: 'Where to meet' }] },
    {
      type: 'heading-three',
      children: [
        { text: 'In ' },
        { text: 'public', bold: true },
        { text: ', ' },
        { text: 'first', italic: true, bold: true },
      ],
    },
    { type: 'paragraph', children: [{ text: 'Plain, ' }, { text: 'slanted', italic: true }, { text: '.' }] },
  ],
  lists: [
    {
      type: 'bulleted-list',
      children: [
        { type: 'list-item', children: [{ text: 'one' }] },
        { type: 'list-item', children: [{ text: 'two', bold: true }] },
      ],
    },
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
        {
          type: 'link',
          url: 'https://example.com/safety?a=1&b=2',
          children: [{ text: 'the ' }, { text: 'guide', italic: true }],
        },
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
  it.each(Object.entries(DOCUMENTS))(
    '%s: loads back as written, also after the server has cleaned it',
    (_name, document) => {
      const html = slateToHtml(document);
      expect(htmlToSlate(html)).toEqual(document);
      expect(htmlToSlate(sanitiseBlogHtml(html))).toEqual(document);
    },
  );

  it('writes only the tags the server keeps', () => {
    const html = slateToHtml(Object.values(DOCUMENTS).flat());
    expect([...new Set(html.match(/<\/?([a-z0-9]+)/g)!.map((tag) => tag.replace(/[</]/g, '')))].sort()).toEqual([
      'a',
      'br',
      'em',
      'h2',
      'h3',
      'img',
      'li',
      'ol',
      'p',
      'strong',
      'ul',
    ]);
    expect(slateToHtml(DOCUMENTS['special characters and line breaks']!)).toBe(
      "<p>Tom &amp; Jerry &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; it's 5 &gt; 3<br>next line</p><p></p><p>after a blank line</p>",
    );
  });

  it.each([
    '<p></p>',
    '<h2>Title</h2><h3>Sub</h3><p>Body</p>',
    '<p><a href="https://example.com/?q=1&amp;r=2"><strong><em>bold italic</em></strong> link</a> after</p>',
    '<p><strong>Bold, </strong><strong><em>both</em></strong><em> italic</em></p>',
    '<ul><li>one</li><li></li><li><a href="tel:+91987">call</a></li></ul><ol><li><em>first</em></li></ol>',
    '<img src="https://example.com/a.jpg?x=1&amp;y=&quot;2&quot;" alt="Tom &amp; &quot;Jerry&quot; &lt;3 \'n\' &gt;">',
    "<p>&amp; &lt; &gt; &quot; ' é 😀 &lt;b&gt;not bold&lt;/b&gt;</p>",
    '<p>line one<br>line two<br><br>after a blank</p>',
    '<p>&nbsp;leading, two &nbsp;spaces, trailing&nbsp;</p><p>&nbsp;&nbsp;</p><p>before a break&nbsp;<br>&nbsp;after</p>',
    '<p><strong>bold&nbsp;</strong>&nbsp;space</p>',
  ])("the editor's HTML %s reads back to the same HTML, also after the server has cleaned it", (html) => {
    expect(slateToHtml(htmlToSlate(html))).toBe(html);
    expect(slateToHtml(htmlToSlate(sanitiseBlogHtml(html)))).toBe(html);
  });

  it('writes the spaces HTML would swallow as no-break spaces, so the page shows them and they load back', () => {
    const typed: Descendant[] = [
      {
        type: 'paragraph',
        children: [{ text: ' two  spaces ' }, { text: ' then bold', bold: true }, { text: '\tand a tab' }],
      },
    ];
    const html = slateToHtml(typed);
    expect(html).toBe('<p>&nbsp;two &nbsp;spaces <strong>&nbsp;then bold</strong> and a tab</p>');
    expect(slateToHtml(htmlToSlate(html))).toBe(html);
    expect(htmlToSlate(sanitiseBlogHtml(html))).toEqual(htmlToSlate(html));
  });

  it('writes nothing for marked empty text or a link without words, which would not load back', () => {
    const html = slateToHtml([
      {
        type: 'paragraph',
        children: [
          { text: 'a' },
          { text: '', bold: true },
          { type: 'link', url: 'https://example.com', children: [{ text: '' }] },
          { text: 'b' },
        ],
      },
    ]);
    expect(html).toBe('<p>ab</p>');
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
        children: [
          { text: 'Intro ' },
          { text: 'bold', bold: true },
          { text: ' click ' },
          { type: 'link', url: 'https://example.com', children: [{ text: 'site' }] },
          { text: '' },
        ],
      },
      {
        type: 'bulleted-list',
        children: [
          { type: 'list-item', children: [{ text: 'a' }] },
          { type: 'list-item', children: [{ text: 'nested' }] },
        ],
      },
      { type: 'paragraph', children: [{ text: 'cell' }] },
    ]);
  });

  it("keeps word-processor formatting that is styled rather than tagged, and drops Slate's placeholders", () => {
    expect(
      htmlToSlate(
        '<b style="font-weight:normal" id="docs-internal-guid"><p><span style="font-weight:700">Bold</span> and <span style="font-style:italic">slanted</span></p></b>' +
          '<p><span data-slate-node="text"><span data-slate-leaf="true"><span data-slate-zero-width="n" data-slate-length="0">\uFEFF<br></span></span></span></p>' +
          '<style>p { color: red }</style><script>alert(1)</script>',
      ),
    ).toEqual([
      {
        type: 'paragraph',
        children: [{ text: 'Bold', bold: true }, { text: ' and ' }, { text: 'slanted', italic: true }],
      },
      { type: 'paragraph', children: [{ text: '' }] },
    ]);
  });

  it("reads a list item holding paragraphs or an image as the editor's flat list, the image between two lists", () => {
    expect(
      htmlToSlate(
        '<ol><li><p>first</p></li><li>see <img src="https://example.com/a.png" alt="A"></li><li>last</li></ol><h4>Small</h4><h1>Big</h1>',
      ),
    ).toEqual([
      {
        type: 'numbered-list',
        children: [
          { type: 'list-item', children: [{ text: 'first' }] },
          { type: 'list-item', children: [{ text: 'see' }] },
        ],
      },
      { type: 'image', url: 'https://example.com/a.png', alt: 'A', children: [{ text: '' }] },
      { type: 'numbered-list', children: [{ type: 'list-item', children: [{ text: 'last' }] }] },
      { type: 'heading-three', children: [{ text: 'Small' }] },
      { type: 'heading-two', children: [{ text: 'Big' }] },
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
  it.each(['https://example.com/a', 'http://example.com', 'mailto:help@example.com', 'tel:+919876543210'])(
    'links to %s',
    (url) => {
      expect(isAllowedLinkUrl(url)).toBe(true);
    },
  );

  it.each([
    'javascript:alert(1)',
    'java\tscript:alert(1)',
    ' JAVASCRIPT:alert(1)',
    'data:text/html,hi',
    'vbscript:x',
    '/relative',
    'example.com',
    'mailto:',
  ])('no link to %s', (url) => {
    expect(isAllowedLinkUrl(url)).toBe(false);
  });

  it('images from the web or inline raster data only', () => {
    expect(isAllowedImageUrl('https://example.com/a.jpg')).toBe(true);
    expect(isAllowedImageUrl(PNG)).toBe(true);
    expect(isAllowedImageUrl('data:image/svg+xml;base64,PHN2Zz4=')).toBe(false);
    expect(isAllowedImageUrl('javascript:alert(1)')).toBe(false);
    expect(isAllowedImageUrl('mailto:a@example.com')).toBe(false);
  });
});
