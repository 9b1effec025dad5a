import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { htmlToSlate, slateToHtml } from './html.ts';
import { RichTextEditor } from './RichTextEditor.tsx';

/**
 * Selects `text` in the editor as a user's drag would: the DOM selection, then the `selectionchange`
 * Slate listens to (jsdom neither moves the selection on clicks nor sends that event by itself).
 */
async function selectText(editable: HTMLElement, text: string, { caretAfter = false } = {}) {
  const walker = document.createTreeWalker(editable, NodeFilter.SHOW_TEXT);
  let node = walker.nextNode();
  while (node && !node.textContent?.includes(text)) node = walker.nextNode();
  if (!node) throw new Error(`no text ${text}`);
  const start = node.textContent!.indexOf(text);
  act(() => editable.focus());
  const range = document.createRange();
  range.setStart(node, caretAfter ? start + text.length : start);
  range.setEnd(node, start + text.length);
  const selection = document.getSelection()!;
  selection.removeAllRanges();
  selection.addRange(range);
  fireEvent(document, new Event('selectionchange'));
  // Slate reads the selection after a throttle of 100 ms
  await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
}

function renderEditor(initialHtml: string) {
  const onChange = vi.fn<(html: string) => void>();
  renderWithProviders(<RichTextEditor aria-label="Description" initialHtml={initialHtml} onChange={onChange} />);
  return onChange;
}

describe('RichTextEditor', () => {
  it('shows the stored HTML as formatted text', async () => {
    renderEditor(
      '<h2>Safety first</h2><p>Meet in <strong>public</strong>, see <a href="https://example.com/tips">tips</a>.</p><ul><li>one</li></ul>',
    );
    const editor = await screen.findByRole('textbox', { name: 'Description' });
    expect(within(editor).getByRole('heading', { level: 2, name: 'Safety first' })).toBeInTheDocument();
    expect(within(editor).getByText('public').closest('strong')).not.toBeNull();
    expect(within(editor).getByRole('link', { name: 'tips' })).toHaveAttribute('href', 'https://example.com/tips');
    expect(within(editor).getByRole('listitem')).toHaveTextContent('one');
  });

  it('offers every formatting tool by name', async () => {
    renderEditor('');
    const toolbar = await screen.findByRole('toolbar', { name: 'Formatting' });
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Bold', 'Italic', 'Heading 2', 'Heading 3', 'Bulleted list', 'Numbered list', 'Link', 'Image']);
  });

  it('refuses a link that is not to a web, mail or phone address, and adds one that is', async () => {
    const onChange = renderEditor('<p>Read more</p>');
    await userEvent.click(await screen.findByRole('button', { name: 'Link' }));
    const form = screen.getByRole('group', { name: 'Add a link' });
    await userEvent.type(within(form).getByLabelText('Link address'), 'javascript:alert(1)');
    await userEvent.click(within(form).getByRole('button', { name: 'Add link' }));
    expect(within(form).getByText('Links must start with http://, https://, mailto: or tel:')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();

    await userEvent.clear(within(form).getByLabelText('Link address'));
    await userEvent.type(within(form).getByLabelText('Link address'), 'https://example.com/guide');
    await userEvent.click(within(form).getByRole('button', { name: 'Add link' }));
    expect(screen.queryByRole('group', { name: 'Add a link' })).not.toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith(
      expect.stringContaining('<a href="https://example.com/guide">https://example.com/guide</a>'),
    );
  });

  it('refuses an image that is not from the web or inline raster data, and adds one that is', async () => {
    const onChange = renderEditor('<p>Photo below</p>');
    await userEvent.click(await screen.findByRole('button', { name: 'Image' }));
    const form = screen.getByRole('group', { name: 'Add an image' });
    await userEvent.type(within(form).getByLabelText('Image address'), 'data:image/svg+xml;base64,PHN2Zz4=');
    await userEvent.click(within(form).getByRole('button', { name: 'Add image' }));
    expect(
      within(form).getByText(
        'Images must be web addresses (http:// or https://) or inline PNG, JPEG, GIF or WebP data',
      ),
    ).toBeInTheDocument();

    await userEvent.clear(within(form).getByLabelText('Image address'));
    await userEvent.type(within(form).getByLabelText('Image address'), 'https://example.com/beach.jpg');
    await userEvent.type(within(form).getByLabelText('Image description'), 'Juhu beach');
    await userEvent.click(within(form).getByRole('button', { name: 'Add image' }));
    expect(onChange).toHaveBeenLastCalledWith(
      expect.stringContaining('<img src="https://example.com/beach.jpg" alt="Juhu beach">'),
    );
    expect(screen.getByRole('img', { name: 'Juhu beach' })).toBeInTheDocument();
  });
});

describe('RichTextEditor on a selection', () => {
  // jsdom has no `isContentEditable`, by which Slate tells its own text from the page's
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'isContentEditable', {
      configurable: true,
      get(this: HTMLElement) {
        const host = this.closest('[contenteditable]');
        return host !== null && host.getAttribute('contenteditable') !== 'false';
      },
    });
  });
  afterAll(() => {
    delete (HTMLElement.prototype as { isContentEditable?: boolean }).isContentEditable;
  });

  it('makes the selected words a link', async () => {
    const onChange = renderEditor('<p>Read more here</p>');
    await selectText(await screen.findByRole('textbox', { name: 'Description' }), 'more');
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    await userEvent.type(screen.getByLabelText('Link address'), 'https://example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Add link' }));
    expect(onChange).toHaveBeenLastCalledWith('<p>Read <a href="https://example.com">more</a> here</p>');
  });

  it('makes the selected words bold with mod+b, and shows Bold pressed', async () => {
    const onChange = renderEditor('<p>Meet in public</p>');
    const editable = await screen.findByRole('textbox', { name: 'Description' });
    await selectText(editable, 'public');
    fireEvent.keyDown(editable, { key: 'b', ctrlKey: true });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p>Meet in <strong>public</strong></p>'));
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.keyDown(editable, { key: 'i', metaKey: true });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p>Meet in <strong><em>public</em></strong></p>'));
  });

  it('turns the selected paragraph into a heading and a list', async () => {
    const onChange = renderEditor('<p>Tips</p><p>Stay safe</p>');
    const editable = await screen.findByRole('textbox', { name: 'Description' });
    await selectText(editable, 'Tips');
    await userEvent.click(screen.getByRole('button', { name: 'Heading 2' }));
    expect(onChange).toHaveBeenLastCalledWith('<h2>Tips</h2><p>Stay safe</p>');
    expect(screen.getByRole('button', { name: 'Heading 2' })).toHaveAttribute('aria-pressed', 'true');
    await selectText(editable, 'Stay');
    await userEvent.click(screen.getByRole('button', { name: 'Numbered list' }));
    expect(onChange).toHaveBeenLastCalledWith('<h2>Tips</h2><ol><li>Stay safe</li></ol>');
  });

  it('puts an image added inside a list between two lists, not in an item', async () => {
    const onChange = renderEditor('<ul><li>one</li><li>two</li></ul>');
    await selectText(await screen.findByRole('textbox', { name: 'Description' }), 'one', { caretAfter: true });
    await userEvent.click(screen.getByRole('button', { name: 'Image' }));
    await userEvent.type(screen.getByLabelText('Image address'), 'https://example.com/a.png');
    await userEvent.click(screen.getByRole('button', { name: 'Add image' }));
    expect(onChange).toHaveBeenLastCalledWith(
      expect.stringMatching(
        /^<ul><li>one<\/li><\/ul><img src="https:\/\/example.com\/a.png" alt=""><p><\/p><ul><li>two<\/li><\/ul>$/,
      ),
    );
  });

  it('reads pasted HTML as stored HTML is read: a refused link keeps its words only', async () => {
    const onChange = renderEditor('<p>Start</p>');
    const editable = await screen.findByRole('textbox', { name: 'Description' });
    await selectText(editable, 'Start');
    const html =
      '<p><a href="javascript:alert(1)">bad</a> and <a href="https://example.com">good</a><img src="data:image/svg+xml;base64,PHN2Zz4=" alt="x"></p>';
    fireEvent.paste(editable, {
      clipboardData: { getData: (type: string) => (type === 'text/html' ? html : ''), types: ['text/html'] },
    });
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith('<p>bad and <a href="https://example.com">good</a></p>'),
    );
  });

  it('keeps the document to shapes it can save when blocks are pasted into a list item', async () => {
    const onChange = renderEditor('<ul><li>one</li><li>two</li></ul>');
    const editable = await screen.findByRole('textbox', { name: 'Description' });
    await selectText(editable, 'one', { caretAfter: true });
    const html = '<h2>Head</h2><ul><li>pasted</li></ul><img src="https://example.com/p.png" alt="P"><p>tail</p>';
    fireEvent.paste(editable, {
      clipboardData: { getData: (type: string) => (type === 'text/html' ? html : ''), types: ['text/html'] },
    });
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const saved = onChange.mock.lastCall![0];
    for (const words of ['one', 'Head', 'pasted', 'alt="P"', 'tail', 'two']) expect(saved).toContain(words);
    // what was saved loads back as it is: nothing sits where the HTML cannot hold it
    expect(slateToHtml(htmlToSlate(saved))).toBe(saved);
    expect(saved).not.toMatch(/<(ul|ol)>(?!<li>)|<li>(?:(?!<\/li>)[^])*<(p|h2|h3|img|ul|ol)\b/);
  });
});
