// The editor's document to HTML and back. The HTML uses only tags the server keeps (p, h2, h3, ul,
// ol, li, a, img, strong, em, br), so what is saved loads back the same. Pasted or stored HTML with
// more is read into the same document: unknown tags keep their text, refused addresses are dropped.
import type { Descendant } from 'slate';
import type { BlockElement, FormattedText, InlineContent, ListItemElement, TextBlock, TextBlockType } from './types.ts';

// ---- the addresses the editor accepts, as the server's sanitiser does (server/modules/blogs/sanitize.ts) ----

export const LINK_REFUSED = 'Links must start with http://, https://, mailto: or tel:';
export const IMAGE_REFUSED = 'Images must be web addresses (http:// or https://) or inline PNG, JPEG, GIF or WebP data';

// characters a browser ignores in a scheme are how `java\tscript:` slips past a check
// eslint-disable-next-line no-control-regex
const IGNORED = /[\u0000-\u0020]+/g;

function schemeOf(url: string): string | null {
  const match = /^([a-zA-Z][a-zA-Z0-9.+-]*):/.exec(url.replace(IGNORED, ''));
  return match ? match[1]!.toLowerCase() : null;
}

/** Links to web, mail and phone addresses only. */
export function isAllowedLinkUrl(url: string): boolean {
  const trimmed = url.trim();
  const scheme = schemeOf(trimmed);
  if (scheme === 'http' || scheme === 'https') return URL.canParse(trimmed);
  return (scheme === 'mailto' || scheme === 'tel') && trimmed.length > scheme.length + 1;
}

/** Images from the web, or inline PNG, JPEG, GIF or WebP data (an SVG can carry script). */
export function isAllowedImageUrl(url: string): boolean {
  const trimmed = url.trim();
  const scheme = schemeOf(trimmed);
  if (scheme === 'http' || scheme === 'https') return URL.canParse(trimmed);
  return (
    scheme === 'data' && /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/]+=*$/i.test(trimmed.replace(IGNORED, ''))
  );
}

// ---- the document to HTML ----

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (character) => ESCAPES[character]!);
}

/** A leaf's text with its marks, or a link's words: what a block holds on its lines. */
type Run = { text: string; bold?: true; italic?: true } | { link: string; runs: Run[] };

function runsOf(node: Descendant): Run[] {
  if (!('type' in node)) return [node];
  const inner = (node.children as Descendant[]).flatMap(runsOf);
  if (node.type === 'link')
    return [{ link: node.url, runs: inner.flatMap((run) => ('link' in run ? run.runs : [run])) }];
  // a block where words belong (only a malformed document has one): its words
  return inner;
}

/**
 * Writes a block's runs. HTML collapses spaces at the start and end of a line and spaces after
 * spaces, which the editor shows: those are written as no-break spaces, so the page shows what the
 * editor did and the HTML loads back the same. Other white space is a space; a line break is <br>.
 */
function runsToHtml(runs: Run[]): string {
  const texts = runs.flatMap((run) => ('link' in run ? run.runs : [run])).map((run) => ('link' in run ? '' : run.text));
  const line = texts.join('').replace(/[\t\r\f]/g, ' ');
  let position = 0;
  const write = (text: string): string => {
    let html = '';
    for (let index = 0; index < text.length; index += 1, position += 1) {
      const character = line[position]!;
      if (character === '\n') html += '<br>';
      else if (character === '\u00a0') html += '&nbsp;';
      else if (character === ' ') {
        const previous = line[position - 1];
        const next = line[position + 1];
        const collapses =
          previous === undefined || previous === ' ' || previous === '\n' || next === undefined || next === '\n';
        html += collapses ? '&nbsp;' : ' ';
      } else html += escapeHtml(character);
    }
    return html;
  };
  const runToHtml = (run: Run): string => {
    if ('link' in run) {
      const words = run.runs.map(runToHtml).join('');
      // a link without words shows nothing and would not load back
      return words === '' ? '' : `<a href="${escapeHtml(run.link)}">${words}</a>`;
    }
    let html = write(run.text);
    if (html === '') return '';
    if (run.italic) html = `<em>${html}</em>`;
    if (run.bold) html = `<strong>${html}</strong>`;
    return html;
  };
  return runs.map(runToHtml).join('');
}

function wordsToHtml(node: Descendant): string {
  return runsToHtml('type' in node ? (node.children as Descendant[]).flatMap(runsOf) : [node]);
}

const TEXT_BLOCK_TAGS: Record<TextBlockType, string> = { paragraph: 'p', 'heading-two': 'h2', 'heading-three': 'h3' };

function blockToHtml(node: Descendant): string {
  if (!('type' in node)) return `<p>${wordsToHtml(node)}</p>`;
  switch (node.type) {
    case 'image':
      return `<img src="${escapeHtml(node.url)}" alt="${escapeHtml(node.alt)}">`;
    case 'bulleted-list':
    case 'numbered-list': {
      const tag = node.type === 'bulleted-list' ? 'ul' : 'ol';
      return `<${tag}>${(node.children as Descendant[]).map((item) => `<li>${wordsToHtml(item)}</li>`).join('')}</${tag}>`;
    }
    case 'list-item':
    case 'link':
      return `<p>${wordsToHtml(node)}</p>`;
    default:
      return `<${TEXT_BLOCK_TAGS[node.type]}>${wordsToHtml(node)}</${TEXT_BLOCK_TAGS[node.type]}>`;
  }
}

/** The document as the HTML the server stores. */
export function slateToHtml(nodes: readonly Descendant[]): string {
  return nodes.map(blockToHtml).join('');
}

/** True when the document has no words and no image. */
export function isEmptyDocument(nodes: readonly Descendant[]): boolean {
  const visit = (node: Descendant): boolean => {
    if (!('type' in node)) return node.text.trim() === '';
    if (node.type === 'image') return false;
    return (node.children as Descendant[]).every(visit);
  };
  return nodes.every(visit);
}

// ---- HTML to the document ----

interface Marks {
  bold?: true;
  italic?: true;
}

const BLOCK_TYPES: Record<string, TextBlockType> = {
  P: 'paragraph',
  DIV: 'paragraph',
  BLOCKQUOTE: 'paragraph',
  PRE: 'paragraph',
  // the page's title is its h1: a pasted h1 becomes the top heading level of the description
  H1: 'heading-two',
  H2: 'heading-two',
  H3: 'heading-three',
  H4: 'heading-three',
  H5: 'heading-three',
  H6: 'heading-three',
};

/** Tags whose content is code, styles or hidden markup, not words (as the server drops them). */
const DROPPED_WITH_CONTENT = new Set([
  'SCRIPT',
  'STYLE',
  'TEXTAREA',
  'OPTION',
  'NOSCRIPT',
  'IFRAME',
  'NOEMBED',
  'NOFRAMES',
  'TEMPLATE',
  'TITLE',
  'XMP',
  'OBJECT',
  'SVG',
  'MATH',
  'HEAD',
]);

/** Slate's own placeholders in copied editor content: a zero-width character and a <br> that are not words. */
function isSlatePlaceholder(element: Element): boolean {
  return element.hasAttribute('data-slate-zero-width') || element.hasAttribute('data-slate-spacer');
}

function isSkipped(element: Element): boolean {
  return DROPPED_WITH_CONTENT.has(element.tagName.toUpperCase()) || isSlatePlaceholder(element);
}

/** Text and links of an element, with the marks of the tags around them. */
function readInline(node: Node, marks: Marks, into: InlineContent[]): void {
  if (node.nodeType === Node.TEXT_NODE) {
    // source formatting (line breaks, indentation) is not text; no-break spaces are
    const text = (node.textContent ?? '').replace(/\uFEFF/g, '').replace(/[ \t\n\r\f]+/g, ' ');
    if (text !== '') into.push({ text, ...marks });
    return;
  }
  if (!(node instanceof Element) || isSkipped(node)) return;
  const tag = node.tagName;
  if (tag === 'BR') {
    into.push({ text: '\n', ...marks });
    return;
  }
  if (tag === 'A') {
    const href = node.getAttribute('href') ?? '';
    const words: InlineContent[] = [];
    node.childNodes.forEach((child) => readInline(child, marks, words));
    const texts = words.flatMap((word) => ('type' in word ? word.children : [word]));
    if (isAllowedLinkUrl(href) && texts.length > 0) into.push({ type: 'link', url: href.trim(), children: texts });
    else into.push(...texts);
    return;
  }
  const inner = marksWithin(node, marks);
  node.childNodes.forEach((child) => readInline(child, inner, into));
}

/**
 * The marks inside an element: its tag's, or its inline style's, which decides when present (word
 * processors write bold as a styled span and wrap whole documents in a <b> styled not bold).
 */
function marksWithin(element: Element, outer: Marks): Marks {
  const style = 'style' in element ? (element as HTMLElement).style : undefined;
  const weight = style?.fontWeight ?? '';
  const fontStyle = style?.fontStyle ?? '';
  const bold =
    weight !== ''
      ? weight === 'bold' || weight === 'bolder' || Number(weight) >= 600
      : element.tagName === 'STRONG' || element.tagName === 'B' || outer.bold === true;
  const italic =
    fontStyle !== ''
      ? fontStyle === 'italic' || fontStyle === 'oblique'
      : element.tagName === 'EM' || element.tagName === 'I' || outer.italic === true;
  return { ...(bold ? { bold: true } : {}), ...(italic ? { italic: true } : {}) };
}

function sameMarks(a: FormattedText, b: FormattedText): boolean {
  return a.bold === b.bold && a.italic === b.italic;
}

/**
 * Slate's shape for a block's inline content: no empty texts, neighbouring texts with the same marks
 * merged, and a text (maybe empty) on each side of every link.
 */
function normaliseInlines(content: InlineContent[]): InlineContent[] {
  // the spaces a source's layout leaves at a block's edges are not shown, so not kept
  const edged = [...content];
  const first = edged[0];
  if (first && !('type' in first)) edged[0] = { ...first, text: first.text.replace(/^ +/, '') };
  const last = edged[edged.length - 1];
  if (last && !('type' in last)) edged[edged.length - 1] = { ...last, text: last.text.replace(/ +$/, '') };
  const merged: InlineContent[] = [];
  for (const item of edged) {
    if (!('type' in item) && item.text === '') continue;
    const previous = merged[merged.length - 1];
    if (previous && !('type' in previous) && !('type' in item) && sameMarks(previous, item)) {
      merged[merged.length - 1] = { ...previous, text: previous.text + item.text };
    } else if (previous && 'type' in previous && 'type' in item && previous.url === item.url) {
      // one link split by markup (<a>x</a><a>y</a> to the same address) is one link
      merged[merged.length - 1] = { ...previous, children: mergeTexts([...previous.children, ...item.children]) };
    } else merged.push('type' in item ? { ...item, children: mergeTexts(item.children) } : item);
  }
  const shaped: InlineContent[] = [];
  for (const item of merged) {
    if ('type' in item && (shaped.length === 0 || 'type' in shaped[shaped.length - 1]!)) shaped.push({ text: '' });
    shaped.push(item);
  }
  if (shaped.length === 0 || 'type' in shaped[shaped.length - 1]!) shaped.push({ text: '' });
  return shaped;
}

function mergeTexts(texts: FormattedText[]): FormattedText[] {
  const merged: FormattedText[] = [];
  for (const text of texts) {
    const previous = merged[merged.length - 1];
    if (previous && sameMarks(previous, text))
      merged[merged.length - 1] = { ...previous, text: previous.text + text.text };
    else merged.push(text);
  }
  return merged;
}

function isBlockTag(tag: string): boolean {
  return tag in BLOCK_TYPES || tag === 'UL' || tag === 'OL' || tag === 'LI' || tag === 'IMG';
}

const BLOCK_SELECTOR = 'img, p, div, blockquote, pre, ul, ol, li, h1, h2, h3, h4, h5, h6';

/** Whether inline content shows anything: a link, or a character other than HTML's white space (a no-break space is one). */
function hasWords(content: InlineContent[]): boolean {
  return content.some((item) => 'type' in item || /[^ \t\n\r\f]/.test(item.text));
}

/** Reads block-level content; inline runs between blocks become paragraphs. */
function readBlocks(nodes: Iterable<Node>, into: BlockElement[], runType: TextBlockType = 'paragraph'): void {
  let run: InlineContent[] = [];
  const flush = () => {
    if (hasWords(run)) into.push({ type: runType, children: normaliseInlines(run) } as TextBlock);
    run = [];
  };
  for (const child of nodes) {
    if (child instanceof Element && isSkipped(child)) continue;
    if (!(child instanceof Element) || !isBlockTag(child.tagName)) {
      if (child instanceof Element && child.querySelector(BLOCK_SELECTOR)) {
        // an inline wrapper around blocks (a <span> holding paragraphs): read what is inside
        flush();
        readBlocks(child.childNodes, into, runType);
      } else readInline(child, {}, run);
      continue;
    }
    flush();
    const tag = child.tagName;
    if (tag === 'IMG') {
      const src = child.getAttribute('src') ?? '';
      if (isAllowedImageUrl(src))
        into.push({ type: 'image', url: src.trim(), alt: child.getAttribute('alt') ?? '', children: [{ text: '' }] });
    } else if (tag === 'UL' || tag === 'OL') {
      readList(child, into);
    } else if (tag === 'LI') {
      readBlocks(child.childNodes, into, runType);
    } else {
      const before = into.length;
      readBlocks(child.childNodes, into, BLOCK_TYPES[tag]!);
      // an empty paragraph is a blank line the author left
      if (into.length === before && tag !== 'DIV')
        into.push({ type: BLOCK_TYPES[tag]!, children: [{ text: '' }] } as TextBlock);
    }
  }
  flush();
}

/**
 * A list, as the editor has them: one level of items holding words. A nested list's items follow
 * their parent item; an image in an item ends the list, shows, and the list goes on after it.
 */
function readList(list: Element, into: BlockElement[]): void {
  const type = list.tagName === 'UL' ? 'bulleted-list' : 'numbered-list';
  const items: ListItemElement[] = [];
  const endList = () => {
    if (items.length > 0) into.push({ type, children: items.splice(0) });
  };
  const readItems = (parent: Element) => {
    for (const child of parent.children) {
      if (isSkipped(child)) continue;
      if (child.tagName === 'UL' || child.tagName === 'OL') readItems(child);
      else readItem(child);
    }
  };
  const readItem = (item: Element) => {
    const content: InlineContent[] = [];
    let split = false;
    const endItem = () => {
      if (hasWords(content)) items.push({ type: 'list-item', children: normaliseInlines(content.splice(0)) });
      content.length = 0;
    };
    for (const part of item.childNodes) {
      if (!(part instanceof Element) || !(isBlockTag(part.tagName) || part.querySelector(BLOCK_SELECTOR))) {
        readInline(part, {}, content);
        continue;
      }
      if (isSkipped(part)) continue;
      endItem();
      split = true;
      if (part.tagName === 'UL' || part.tagName === 'OL') readItems(part);
      else if (part.tagName === 'IMG' || part.querySelector('img')) {
        endList();
        readBlocks([part], into);
      } else {
        // a paragraph inside an item is a line of the item
        readInline(part, {}, content);
        endItem();
      }
    }
    // an item without words stays when it is all there is: an empty line of the list
    if (hasWords(content) || !split) items.push({ type: 'list-item', children: normaliseInlines(content) });
  };
  readItems(list);
  endList();
}

export function emptyDocument(): Descendant[] {
  return [{ type: 'paragraph', children: [{ text: '' }] }];
}

/** Reads stored or pasted HTML into the editor's document (one empty paragraph for none). */
export function htmlToSlate(html: string): Descendant[] {
  const body = new DOMParser().parseFromString(`<!DOCTYPE html><body>${html}</body>`, 'text/html').body;
  const blocks: BlockElement[] = [];
  readBlocks(body.childNodes, blocks);
  return blocks.length > 0 ? blocks : emptyDocument();
}
