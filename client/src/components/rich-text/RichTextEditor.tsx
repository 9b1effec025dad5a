// The admin's rich-text editor (Slate): paragraphs, headings, bold, italic, lists, links and images,
// written as HTML the server keeps (./html.ts). Links and images are limited to the addresses the
// server accepts, refused here with a message first.
import { Box, Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import {
  createEditor,
  Editor,
  Element as SlateElement,
  Node,
  Path,
  Range,
  Transforms,
  type Descendant,
  type Point,
} from 'slate';
import { withHistory } from 'slate-history';
import {
  Editable,
  ReactEditor,
  Slate,
  useSlate,
  withReact,
  type RenderElementProps,
  type RenderLeafProps,
} from 'slate-react';
import { htmlToSlate, IMAGE_REFUSED, isAllowedImageUrl, isAllowedLinkUrl, LINK_REFUSED, slateToHtml } from './html.ts';
import type { ImageElement, LinkElement, ListElement, Mark, TextBlockType } from './types.ts';

export interface RichTextEditorProps {
  id?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  /** Read once, when the editor mounts (give it a new key to start again). */
  initialHtml: string;
  onChange: (html: string) => void;
  invalid?: boolean;
}

type BlockFormat = TextBlockType | ListElement['type'];
const LIST_TYPES: readonly string[] = ['bulleted-list', 'numbered-list'];

/** Two carets at one place: the same block and no character between (either side of a link's edge). */
function isSameCaret(editor: Editor, before: Point, after: Point): boolean {
  const blockOf = (point: Point) =>
    Editor.above(editor, {
      at: point,
      match: (node) => SlateElement.isElement(node) && Editor.isBlock(editor, node),
    })?.[1];
  const blocks = [blockOf(before), blockOf(after)];
  return (
    blocks[0] !== undefined &&
    blocks[1] !== undefined &&
    Path.equals(blocks[0], blocks[1]) &&
    Editor.string(editor, { anchor: before, focus: after }) === ''
  );
}

function withRichText(editor: Editor): Editor {
  const { isInline, isVoid, apply, normalizeNode } = editor;
  // Slate drops the marks chosen for the next words on any selection change, and the browser moves the
  // caret between a link's end and the text after it on its own: keep them while the caret stays put
  editor.apply = (operation) => {
    const marks = editor.marks;
    const before = editor.selection;
    apply(operation);
    const after = editor.selection;
    if (
      marks &&
      operation.type === 'set_selection' &&
      before &&
      after &&
      Range.isCollapsed(before) &&
      Range.isCollapsed(after) &&
      isSameCaret(editor, before.anchor, after.anchor)
    ) {
      editor.marks = marks;
    }
  };
  editor.isInline = (element) => element.type === 'link' || isInline(element);
  editor.isVoid = (element) => element.type === 'image' || isVoid(element);
  // pasted HTML goes through the same reader as stored HTML, so refused addresses never get in; a
  // Slate fragment on the clipboard is not trusted (any page can put one there): plain text instead
  editor.insertData = (data) => {
    const html = data.getData('text/html');
    if (html) Transforms.insertFragment(editor, htmlToSlate(html));
    else editor.insertTextData(data);
  };
  editor.normalizeNode = (entry, options) => {
    if (normaliseToSchema(editor, entry[0], entry[1])) return;
    normalizeNode(entry, options);
  };
  return editor;
}

/**
 * Keeps the document to the shapes html.ts writes, whatever an edit or a paste made: lists hold
 * items, items and text blocks hold words, images stand at the top, links are not nested.
 * Answers whether it changed something (Slate then normalises again).
 */
function normaliseToSchema(editor: Editor, node: Node, path: Path): boolean {
  if (!SlateElement.isElement(node)) return false;
  const parent = path.length > 0 ? Node.parent(editor, path) : null;
  if (node.type === 'list-item' && !(parent && SlateElement.isElement(parent) && LIST_TYPES.includes(parent.type))) {
    Transforms.setNodes(editor, { type: 'paragraph' }, { at: path });
    return true;
  }
  for (const [child, childPath] of Node.children(editor, path)) {
    if (!SlateElement.isElement(child)) continue;
    if (node.type === 'link' && child.type === 'link') {
      Transforms.unwrapNodes(editor, { at: childPath });
      return true;
    }
    if (LIST_TYPES.includes(node.type) && child.type !== 'list-item') {
      if (child.type === 'image') Transforms.liftNodes(editor, { at: childPath });
      else if (LIST_TYPES.includes(child.type)) Transforms.unwrapNodes(editor, { at: childPath });
      else if (child.type !== 'link') Transforms.setNodes(editor, { type: 'list-item' }, { at: childPath });
      else continue;
      return true;
    }
    if (!LIST_TYPES.includes(node.type) && node.type !== 'link' && child.type !== 'link') {
      // a block inside a text block or an item moves out beside it, splitting it
      Transforms.liftNodes(editor, { at: childPath });
      return true;
    }
  }
  return false;
}

function isMarkActive(editor: Editor, mark: Mark): boolean {
  return Editor.marks(editor)?.[mark] === true;
}

function toggleMark(editor: Editor, mark: Mark): void {
  if (isMarkActive(editor, mark)) Editor.removeMark(editor, mark);
  else Editor.addMark(editor, mark, true);
}

function isBlockActive(editor: Editor, format: BlockFormat): boolean {
  if (!editor.selection) return false;
  const [match] = Editor.nodes(editor, {
    at: Editor.unhangRange(editor, editor.selection),
    match: (node) => SlateElement.isElement(node) && node.type === format,
  });
  return Boolean(match);
}

function toggleBlock(editor: Editor, format: BlockFormat): void {
  const active = isBlockActive(editor, format);
  const isList = LIST_TYPES.includes(format);
  // the steps pass through shapes the schema refuses (items outside a list): normalise at the end
  Editor.withoutNormalizing(editor, () => {
    Transforms.unwrapNodes(editor, {
      match: (node) => SlateElement.isElement(node) && LIST_TYPES.includes(node.type),
      split: true,
    });
    const type = active ? 'paragraph' : isList ? 'list-item' : format;
    Transforms.setNodes<SlateElement>(editor, { type } as Partial<SlateElement>, {
      match: (node) => SlateElement.isElement(node) && Editor.isBlock(editor, node) && node.type !== 'image',
    });
    if (!active && isList) Transforms.wrapNodes(editor, { type: format, children: [] } as unknown as ListElement);
  });
}

function activeLink(editor: Editor): LinkElement | null {
  const [match] = Editor.nodes(editor, { match: (node) => SlateElement.isElement(node) && node.type === 'link' });
  return match ? (match[0] as LinkElement) : null;
}

function insertLink(editor: Editor, url: string): void {
  if (activeLink(editor))
    Transforms.unwrapNodes(editor, { match: (node) => SlateElement.isElement(node) && node.type === 'link' });
  const collapsed = !editor.selection || Range.isCollapsed(editor.selection);
  const link: LinkElement = { type: 'link', url, children: collapsed ? [{ text: url }] : [] };
  if (collapsed) Transforms.insertNodes(editor, link);
  else {
    Transforms.wrapNodes(editor, link, { split: true });
    Transforms.collapse(editor, { edge: 'end' });
  }
}

function insertImage(editor: Editor, url: string, alt: string): void {
  const image: ImageElement = { type: 'image', url, alt, children: [{ text: '' }] };
  // an image is a block of its own: it splits a list or a paragraph rather than going inside
  Transforms.insertNodes(editor, [image, { type: 'paragraph', children: [{ text: '' }] }], { mode: 'highest' });
}

const HOTKEYS: Record<string, Mark> = { b: 'bold', i: 'italic' };

export function RichTextEditor({ id, initialHtml, onChange, invalid, ...aria }: RichTextEditorProps) {
  const editor = useMemo(() => withRichText(withHistory(withReact(createEditor()))), []);
  const [initialValue] = useState<Descendant[]>(() => htmlToSlate(initialHtml));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const mark = HOTKEYS[event.key.toLowerCase()];
    if (mark && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey) {
      event.preventDefault();
      toggleMark(editor, mark);
    }
  };

  return (
    <Box borderWidth="1px" borderRadius="md" borderColor={invalid ? 'border.error' : 'border'} bg="bg">
      <Slate editor={editor} initialValue={initialValue} onValueChange={(value) => onChange(slateToHtml(value))}>
        <Toolbar />
        <Box px="3" py="2" css={EDITOR_STYLES}>
          <Editable
            id={id}
            aria-label={aria['aria-label']}
            aria-describedby={aria['aria-describedby']}
            aria-multiline
            aria-invalid={invalid || undefined}
            renderElement={renderElement}
            renderLeaf={renderLeaf}
            onKeyDown={onKeyDown}
            style={{ minHeight: '10rem', outline: 'none' }}
          />
        </Box>
      </Slate>
    </Box>
  );
}

const EDITOR_STYLES = {
  '& h2': { fontSize: 'xl', fontWeight: 'semibold', my: '2' },
  '& h3': { fontSize: 'lg', fontWeight: 'semibold', my: '2' },
  '& p': { my: '1' },
  '& ul': { listStyleType: 'disc', pl: '6', my: '1' },
  '& ol': { listStyleType: 'decimal', pl: '6', my: '1' },
  '& a': { color: 'brand.fg', textDecoration: 'underline' },
};

function renderElement({ attributes, children, element }: RenderElementProps): React.JSX.Element {
  switch (element.type) {
    case 'heading-two':
      return <h2 {...attributes}>{children}</h2>;
    case 'heading-three':
      return <h3 {...attributes}>{children}</h3>;
    case 'bulleted-list':
      return <ul {...attributes}>{children}</ul>;
    case 'numbered-list':
      return <ol {...attributes}>{children}</ol>;
    case 'list-item':
      return <li {...attributes}>{children}</li>;
    case 'link':
      return (
        <a {...attributes} href={isAllowedLinkUrl(element.url) ? element.url : undefined}>
          {children}
        </a>
      );
    case 'image':
      return (
        <div {...attributes}>
          <div contentEditable={false}>
            <img
              src={isAllowedImageUrl(element.url) ? element.url : undefined}
              alt={element.alt}
              style={{ maxWidth: '100%', maxHeight: '16rem', display: 'block' }}
            />
          </div>
          {children}
        </div>
      );
    default:
      return <p {...attributes}>{children}</p>;
  }
}

function renderLeaf({ attributes, children, leaf }: RenderLeafProps): React.JSX.Element {
  let content: ReactNode = children;
  if (leaf.bold) content = <strong>{content}</strong>;
  if (leaf.italic) content = <em>{content}</em>;
  return <span {...attributes}>{content}</span>;
}

function ToolButton({
  label,
  active,
  onPress,
  children,
}: {
  label: string;
  active?: boolean;
  onPress: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      size="xs"
      variant={active ? 'solid' : 'ghost'}
      colorPalette={active ? 'brand' : 'gray'}
      aria-label={label}
      aria-pressed={active ?? undefined}
      // keep the editor's selection: the button must not take focus on press
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPress}
    >
      {children}
    </Button>
  );
}

const BLOCK_BUTTONS: { format: BlockFormat; label: string; text: string }[] = [
  { format: 'heading-two', label: 'Heading 2', text: 'H2' },
  { format: 'heading-three', label: 'Heading 3', text: 'H3' },
  { format: 'bulleted-list', label: 'Bulleted list', text: '• List' },
  { format: 'numbered-list', label: 'Numbered list', text: '1. List' },
];

type Prompt = { kind: 'link' | 'image'; url: string; alt: string; error?: string } | null;

function Toolbar() {
  const editor = useSlate();
  const [prompt, setPrompt] = useState<Prompt>(null);

  const apply = () => {
    if (!prompt) return;
    const url = prompt.url.trim();
    const allowed = prompt.kind === 'link' ? isAllowedLinkUrl(url) : isAllowedImageUrl(url);
    if (!allowed) return setPrompt({ ...prompt, error: prompt.kind === 'link' ? LINK_REFUSED : IMAGE_REFUSED });
    ReactEditor.focus(editor);
    if (prompt.kind === 'link') insertLink(editor, url);
    else insertImage(editor, url, prompt.alt.trim());
    setPrompt(null);
  };
  const link = activeLink(editor);

  return (
    <Stack gap="2" borderBottomWidth="1px" px="2" py="1.5">
      <HStack role="toolbar" aria-label="Formatting" gap="1" flexWrap="wrap">
        <ToolButton label="Bold" active={isMarkActive(editor, 'bold')} onPress={() => toggleMark(editor, 'bold')}>
          <strong>B</strong>
        </ToolButton>
        <ToolButton label="Italic" active={isMarkActive(editor, 'italic')} onPress={() => toggleMark(editor, 'italic')}>
          <em>I</em>
        </ToolButton>
        {BLOCK_BUTTONS.map(({ format, label, text }) => (
          <ToolButton
            key={format}
            label={label}
            active={isBlockActive(editor, format)}
            onPress={() => toggleBlock(editor, format)}
          >
            {text}
          </ToolButton>
        ))}
        <ToolButton
          label={link ? 'Remove link' : 'Link'}
          active={link !== null}
          onPress={() =>
            link
              ? Transforms.unwrapNodes(editor, {
                  match: (node) => SlateElement.isElement(node) && node.type === 'link',
                })
              : setPrompt({ kind: 'link', url: '', alt: '' })
          }
        >
          Link
        </ToolButton>
        <ToolButton label="Image" onPress={() => setPrompt({ kind: 'image', url: '', alt: '' })}>
          Image
        </ToolButton>
      </HStack>
      {prompt && (
        <Stack
          gap="2"
          role="group"
          aria-label={prompt.kind === 'link' ? 'Add a link' : 'Add an image'}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              // inside the blog form: Enter adds the link, it does not send the form
              event.preventDefault();
              apply();
            }
            if (event.key === 'Escape') {
              event.stopPropagation();
              setPrompt(null);
            }
          }}
        >
          <Field.Root invalid={prompt.error !== undefined}>
            <Field.Label>{prompt.kind === 'link' ? 'Link address' : 'Image address'}</Field.Label>
            <Input
              size="sm"
              autoFocus
              value={prompt.url}
              placeholder={prompt.kind === 'link' ? 'https://… mailto:… tel:…' : 'https://…'}
              onChange={(event) => setPrompt({ ...prompt, url: event.target.value, error: undefined })}
            />
            <Field.ErrorText>{prompt.error}</Field.ErrorText>
          </Field.Root>
          {prompt.kind === 'image' && (
            <Field.Root>
              <Field.Label>Image description</Field.Label>
              <Input
                size="sm"
                value={prompt.alt}
                onChange={(event) => setPrompt({ ...prompt, alt: event.target.value })}
              />
            </Field.Root>
          )}
          <HStack gap="2">
            <Button size="xs" colorPalette="brand" onClick={apply}>
              {prompt.kind === 'link' ? 'Add link' : 'Add image'}
            </Button>
            <Button size="xs" variant="outline" onClick={() => setPrompt(null)}>
              Cancel
            </Button>
          </HStack>
        </Stack>
      )}
    </Stack>
  );
}
