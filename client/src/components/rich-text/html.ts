// The editor's document to HTML and back. The HTML uses only tags the server keeps (p, h2, h3, ul,
// ol, li, a, img, strong, em, br), so what is saved loads back the same. Pasted or stored HTML with
// more is read into the same document: unknown tags keep their text, refused addresses are dropped.
import type { Descendant } from 'slate';
import type { BlockElement, FormattedText, InlineContent, ListItemElement, TextBlock, TextBlockType } from './types.ts';
import { isAllowedImageUrl, isAllowedLinkUrl } from './url-rules.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (character) => ESCAPES[character]!);
}

function textToHtml(leaf: FormattedText): string {
  let html = escapeHtml(leaf.text).replace(/\n/g, '<br>');
  if (leaf.italic) html = `<em>${html}</em>`;
  if (leaf.bold) html = `<strong>${html}</strong>`;
  return html;
}

function inlineToHtml(node: InlineContent): string {
  if ('type' in node) return `<a href="${escapeHtml(node.url)}">${node.children.map(textToHtml).join('')}</a>`;
  return textToHtml(node);
}

const TEXT_BLOCK_TAGS: Record<TextBlockType, string> = { paragraph: 'p', 'heading-two': 'h2', 'heading-three': 'h3' };

function blockToHtml(node: Descendant): string {
  if (!('type' in node)) return textToHtml(node);
  switch (node.type) {
    case 'image':
      return `<img src="${escapeHtml(node.url)}" alt="${escapeHtml(node.alt)}">`;
    case 'bulleted-list':
    case 'numbered-list': {
      const tag = node.type === 'bulleted-list' ? 'ul' : 'ol';
      return `<${tag}>${node.children.map((item) => `<li>${item.children.map(inlineToHtml).join('')}</li>`).join('')}</${tag}>`;
    }
    case 'list-item':
      return `<li>${node.children.map(inlineToHtml).join('')}</li>`;
    case 'link':
      return inlineToHtml(node);
    default: {
      const tag = TEXT_BLOCK_TAGS[node.type];
      return `<${tag}>${node.children.map(inlineToHtml).join('')}</${tag}>`;
    }
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
  H1: 'heading-two',
  H2: 'heading-two',
  H3: 'heading-three',
  H4: 'heading-three',
  H5: 'heading-three',
  H6: 'heading-three',
};

/** Text and links of an element, with the marks of the tags around them. */
function readInline(node: Node, marks: Marks, into: InlineContent[]): void {
  if (node.nodeType === Node.TEXT_NODE) {
    // source formatting (line breaks, indentation) is not text; no-break spaces are
    const text = (node.textContent ?? '').replace(/[ \t\n\r\f]+/g, ' ');
    if (text !== '') into.push({ text, ...marks });
    return;
  }
  if (!(node instanceof Element)) return;
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
  const inner = tag === 'STRONG' || tag === 'B' ? { ...marks, bold: true as const } : tag === 'EM' || tag === 'I' ? { ...marks, italic: true as const } : marks;
  node.childNodes.forEach((child) => readInline(child, inner, into));
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
    const last = merged[merged.length - 1];
    if (last && !('type' in last) && !('type' in item) && last.bold === item.bold && last.italic === item.italic) {
      merged[merged.length - 1] = { ...last, text: last.text + item.text };
    } else merged.push(item);
  }
  const shaped: InlineContent[] = [];
  for (const item of merged) {
    if ('type' in item && (shaped.length === 0 || 'type' in shaped[shaped.length - 1]!)) shaped.push({ text: '' });
    shaped.push(item);
  }
  if (shaped.length === 0 || 'type' in shaped[shaped.length - 1]!) shaped.push({ text: '' });
  return shaped;
}

function isBlockTag(tag: string): boolean {
  return tag in BLOCK_TYPES || tag === 'UL' || tag === 'OL' || tag === 'LI' || tag === 'IMG';
}

/** Reads block-level content; inline runs between blocks become paragraphs. */
function readBlocks(parent: Node, into: BlockElement[], runType: TextBlockType = 'paragraph'): void {
  let run: InlineContent[] = [];
  const flush = () => {
    const hasWords = run.some((item) => 'type' in item || item.text.trim() !== '');
    if (hasWords) into.push({ type: runType, children: normaliseInlines(run) } as TextBlock);
    run = [];
  };
  parent.childNodes.forEach((child) => {
    if (!(child instanceof Element) || !isBlockTag(child.tagName)) {
      if (child instanceof Element && child.querySelector('img, p, ul, ol, h1, h2, h3, h4, h5, h6, div')) {
        // an inline wrapper around blocks (a <span> holding paragraphs): read what is inside
        flush();
        readBlocks(child, into, runType);
        return;
      }
      readInline(child, {}, run);
      return;
    }
    flush();
    const tag = child.tagName;
    if (tag === 'IMG') {
      const src = child.getAttribute('src') ?? '';
      if (isAllowedImageUrl(src)) into.push({ type: 'image', url: src.trim(), alt: child.getAttribute('alt') ?? '', children: [{ text: '' }] });
      return;
    }
    if (tag === 'UL' || tag === 'OL') {
      const items: ListItemElement[] = [];
      readListItems(child, items);
      if (items.length > 0) into.push({ type: tag === 'UL' ? 'bulleted-list' : 'numbered-list', children: items });
      return;
    }
    if (tag === 'LI') {
      readBlocks(child, into, runType);
      return;
    }
    const before = into.length;
    readBlocks(child, into, BLOCK_TYPES[tag]!);
    // an empty paragraph is a blank line the author left
    if (into.length === before && tag !== 'DIV') into.push({ type: BLOCK_TYPES[tag]!, children: [{ text: '' }] } as TextBlock);
  });
  flush();
}

/** The items of a list; a nested list's items follow their parent item (the editor has one level). */
function readListItems(list: Element, into: ListItemElement[]): void {
  list.childNodes.forEach((child) => {
    if (!(child instanceof Element)) return;
    if (child.tagName === 'UL' || child.tagName === 'OL') return readListItems(child, into);
    const content: InlineContent[] = [];
    const nested: Element[] = [];
    child.childNodes.forEach((part) => {
      if (part instanceof Element && (part.tagName === 'UL' || part.tagName === 'OL')) nested.push(part);
      else readInline(part, {}, content);
    });
    into.push({ type: 'list-item', children: normaliseInlines(content) });
    nested.forEach((list) => readListItems(list, into));
  });
}

export function emptyDocument(): Descendant[] {
  return [{ type: 'paragraph', children: [{ text: '' }] }];
}

/** Reads stored or pasted HTML into the editor's document (one empty paragraph for none). */
export function htmlToSlate(html: string): Descendant[] {
  const body = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
  const blocks: BlockElement[] = [];
  readBlocks(body, blocks);
  return blocks.length > 0 ? blocks : emptyDocument();
}
