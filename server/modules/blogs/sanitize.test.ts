import { describe, expect, it } from 'vitest';
import { blogExcerpt, blogPlainText, hasBlogContent, sanitiseBlogHtml } from './sanitize.ts';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** Nothing a browser would run: no script tags, handlers, or script-capable URLs anywhere in the output. */
function expectInert(html: string) {
  expect(html).not.toMatch(
    /<script|<style|<iframe|<svg|<object|<embed|\son\w+\s*=|javascript:|vbscript:|data:text|data:image\/svg/i,
  );
}

describe('sanitiseBlogHtml keeps', () => {
  it.each([
    ['paragraphs and line breaks', '<p>one<br />two</p>'],
    ['every heading', '<h1>a</h1><h2>b</h2><h3>c</h3><h4>d</h4><h5>e</h5><h6>f</h6>'],
    ['inline formatting', '<p><strong>s</strong> <b>b</b> <em>e</em> <i>i</i> <u>u</u> <s>x</s></p>'],
    ['quotes and code', '<blockquote>said</blockquote><pre><code>const a = 1;</code></pre>'],
    ['lists', '<ul><li>one</li></ul><ol><li>two</li></ol>'],
    [
      'http and https links with a title',
      '<a href="http://example.com" title="Example">a</a> <a href="https://example.com/x?y=1&amp;z=2">b</a>',
    ],
    ['mail and phone links', '<a href="mailto:someone@example.com">mail</a> <a href="tel:+919876543210">call</a>'],
    ['relative links', '<a href="/blogs/another-post">another</a> <a href="#top">top</a>'],
    [
      'a new-tab link with a safe rel',
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">new tab</a>',
    ],
    ['web images with alt and size', '<img src="https://cdn.example.com/a.png" alt="A" width="640" height="480" />'],
    ['inline PNG images', `<img src="${PNG}" alt="dot" />`],
    ['escaped text', '<p>1 &lt; 2 &amp;&amp; 3 &gt; 2, "quoted"</p>'],
  ])('%s, unchanged', (_name, html) => {
    expect(sanitiseBlogHtml(html)).toBe(html);
  });

  it.each(['jpeg', 'gif', 'webp'])('inline %s images', (format) => {
    const html = `<img src="data:image/${format};base64,AAAA" />`;
    expect(sanitiseBlogHtml(html)).toBe(html);
  });

  it('is idempotent: a stored description is stored again unchanged', () => {
    const messy = '<P>Hi<BR><scr<script>ipt>x</script><a href="javascript:1" target=_blank>t</a><img src=x onerror=y>';
    const once = sanitiseBlogHtml(messy);
    expect(sanitiseBlogHtml(once)).toBe(once);
  });
});

describe('sanitiseBlogHtml removes', () => {
  it.each([
    ['a script with its content', '<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    ['an upper-case script', '<SCRIPT SRC="https://evil.example/x.js"></SCRIPT><p>a</p>', '<p>a</p>'],
    [
      'event handlers',
      '<p onclick="alert(1)">a</p><img src="https://x.example/a.png" onerror="alert(1)" />',
      '<p>a</p><img src="https://x.example/a.png" />',
    ],
    [
      'a style tag and style attributes',
      '<style>p{color:red}</style><p style="background:url(javascript:alert(1))">a</p>',
      '<p>a</p>',
    ],
    ['an iframe with its content', '<iframe src="https://evil.example">inside</iframe><p>a</p>', '<p>a</p>'],
    ['a javascript: link (text kept)', '<a href="javascript:alert(1)">click</a>', 'click'],
    ['an upper-case JAVASCRIPT: link', '<a href="JAVASCRIPT:alert(1)">click</a>', 'click'],
    ['an entity-encoded javascript&#58; link', '<a href="javascript&#58;alert(1)">click</a>', 'click'],
    ['a hex-entity javascript&#x3A; link', '<a href="javascript&#x3A;alert(1)">click</a>', 'click'],
    ['a tab inside the scheme', '<a href="java&#x09;script:alert(1)">click</a>', 'click'],
    ['leading spaces before the scheme', '<a href="  javascript:alert(1)">click</a>', 'click'],
    ['a comment inside the scheme', '<a href="java<!-- -->script:alert(1)">click</a>', 'click'],
    ['a vbscript: link', '<a href="vbscript:msgbox(1)">click</a>', 'click'],
    ['a data: link', '<a href="data:text/html;base64,PHNjcmlwdD4=">click</a>', 'click'],
    ['an ftp link', '<a href="ftp://files.example">files</a>', 'files'],
    ['a protocol-relative link', '<a href="//evil.example">x</a>', 'x'],
    ['an SVG data image', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+" />', ''],
    ['an upper-case SVG data image', '<img src="DATA:IMAGE/SVG+XML,<svg onload=alert(1)>" />', ''],
    ['a data: HTML image', '<img src="data:text/html,<script>alert(1)</script>" />', ''],
    ['a javascript: image', '<IMG SRC="jav&#x0A;ascript:alert(1)">', ''],
    ['a ftp image', '<img src="ftp://files.example/a.png" />', ''],
    ['a protocol-relative image', '<img src="//evil.example/a.png" />', ''],
    ['an image without a source', '<img alt="nothing" />', ''],
    [
      'unknown tags, keeping their text',
      '<div><span class="x">hello</span> <font color="red">world</font></div>',
      'hello world',
    ],
    ['a nested script trick', '<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
    ['a doubled script trick', '<<script>script>alert(1)<</script>/script>', '&lt;/script&gt;'],
    ['an SVG with a script', '<svg><script>alert(1)</script></svg><p>a</p>', '<p>a</p>'],
    [
      'forms and objects',
      '<form action="https://evil.example"><input value="x" /><button>go</button></form><object data="x.swf"></object>',
      'go',
    ],
    [
      'a meta refresh and a base tag',
      '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><base href="https://evil.example/">t',
      't',
    ],
    ['comments', '<p><!-- secret -->a</p>', '<p>a</p>'],
    ['classes, ids and data attributes', '<p class="x" id="y" data-x="1">a</p>', '<p>a</p>'],
    [
      'a target other than _blank and any rel it came with',
      '<a href="https://example.com" target="_top" rel="opener">a</a>',
      '<a href="https://example.com">a</a>',
    ],
    [
      'non-numeric image sizes',
      '<img src="https://x.example/a.png" width="100;x" height="expression(alert(1))" />',
      '<img src="https://x.example/a.png" />',
    ],
  ])('%s', (_name, html, expected) => {
    const clean = sanitiseBlogHtml(html);
    expect(clean).toBe(expected);
    expectInert(clean);
  });

  it('gives every new-tab link rel="noopener noreferrer"', () => {
    expect(sanitiseBlogHtml('<a href="https://example.com" target="_BLANK">a</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">a</a>',
    );
  });

  it('escapes attribute values, so nothing breaks out of a quoted attribute', () => {
    const clean = sanitiseBlogHtml('<img src="https://x.example/a.png" alt="&quot; onerror=&quot;alert(1)" />');
    expect(clean).toBe('<img src="https://x.example/a.png" alt="&quot; onerror=&quot;alert(1)" />');
  });

  it('survives very deep nesting', () => {
    const deep = `${'<blockquote>'.repeat(500)}deep${'</blockquote>'.repeat(500)}`;
    const clean = sanitiseBlogHtml(deep);
    expect(clean).toContain('deep');
    expect(clean.match(/<blockquote>/g)!.length).toBeLessThanOrEqual(64);
  });
});

describe('blogPlainText and excerpts', () => {
  it('reads the words, with blocks separated and entities decoded', () => {
    expect(blogPlainText('<h1>Title</h1><p>One &amp; <b>two</b></p><ul><li>a</li><li>b</li></ul><p>x<br>y</p>')).toBe(
      'Title One & two a b x y',
    );
    expect(blogPlainText('<p>1 &lt; 2 &quot;q&quot; &amp;lt;</p>')).toBe('1 < 2 "q" &lt;');
  });

  it('drops what the sanitiser drops', () => {
    expect(blogPlainText('<p>a</p><script>alert(1)</script><style>p{}</style>')).toBe('a');
  });

  it('cuts excerpts at a word boundary with an ellipsis', () => {
    expect(blogExcerpt('<p>one two three four</p>', 100)).toBe('one two three four');
    expect(blogExcerpt('<p>one two three four</p>', 12)).toBe('one two…');
    expect(blogExcerpt(`<p>${'x'.repeat(50)}</p>`, 10)).toBe(`${'x'.repeat(9)}…`);
  });

  it('knows when a description shows nothing', () => {
    expect(hasBlogContent(sanitiseBlogHtml('<p></p><p>&nbsp;</p><br>'))).toBe(false);
    expect(hasBlogContent(sanitiseBlogHtml('<script>alert(1)</script>'))).toBe(false);
    expect(hasBlogContent(sanitiseBlogHtml(`<img src="${PNG}">`))).toBe(true);
    expect(hasBlogContent(sanitiseBlogHtml('<p>x</p>'))).toBe(true);
  });
});
