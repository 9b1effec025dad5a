// The rich-text document the blog editor writes: paragraphs, two heading levels (the page owns h1),
// bulleted and numbered lists, links (inline) and images (blocks), with bold and italic text.
import type { BaseEditor } from 'slate';
import type { HistoryEditor } from 'slate-history';
import type { ReactEditor } from 'slate-react';

export interface FormattedText {
  text: string;
  bold?: true;
  italic?: true;
}

export interface LinkElement {
  type: 'link';
  url: string;
  children: FormattedText[];
}

export type InlineContent = FormattedText | LinkElement;

export type TextBlockType = 'paragraph' | 'heading-two' | 'heading-three';

export interface TextBlock {
  type: TextBlockType;
  children: InlineContent[];
}

export interface ListItemElement {
  type: 'list-item';
  children: InlineContent[];
}

export interface ListElement {
  type: 'bulleted-list' | 'numbered-list';
  children: ListItemElement[];
}

export interface ImageElement {
  type: 'image';
  url: string;
  alt: string;
  children: [{ text: '' }];
}

export type BlockElement = TextBlock | ListElement | ImageElement;
export type RichTextElement = BlockElement | ListItemElement | LinkElement;
export type Mark = 'bold' | 'italic';

declare module 'slate' {
  interface CustomTypes {
    Editor: BaseEditor & ReactEditor & HistoryEditor;
    Element: RichTextElement;
    Text: FormattedText;
  }
}
