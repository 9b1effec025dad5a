import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { RichTextEditor } from './RichTextEditor.tsx';

function renderEditor(initialHtml: string) {
  const onChange = vi.fn<(html: string) => void>();
  renderWithProviders(<RichTextEditor aria-label="Description" initialHtml={initialHtml} onChange={onChange} />);
  return onChange;
}

describe('RichTextEditor', () => {
  it('shows the stored HTML as formatted text', async () => {
    renderEditor('<h2>Safety first</h2><p>Meet in <strong>public</strong>, see <a href="https://example.com/tips">tips</a>.</p><ul><li>one</li></ul>');
    const editor = await screen.findByRole('textbox', { name: 'Description' });
    expect(within(editor).getByRole('heading', { level: 2, name: 'Safety first' })).toBeInTheDocument();
    expect(within(editor).getByText('public').closest('strong')).not.toBeNull();
    expect(within(editor).getByRole('link', { name: 'tips' })).toHaveAttribute('href', 'https://example.com/tips');
    expect(within(editor).getByRole('listitem')).toHaveTextContent('one');
  });

  it('offers every formatting tool by name', async () => {
    renderEditor('');
    const toolbar = await screen.findByRole('toolbar', { name: 'Formatting' });
    expect(within(toolbar).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Bold',
      'Italic',
      'Heading',
      'Subheading',
      'Bulleted list',
      'Numbered list',
      'Link',
      'Image',
    ]);
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
    expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('<a href="https://example.com/guide">https://example.com/guide</a>'));
  });

  it('refuses an image that is not from the web or inline raster data, and adds one that is', async () => {
    const onChange = renderEditor('<p>Photo below</p>');
    await userEvent.click(await screen.findByRole('button', { name: 'Image' }));
    const form = screen.getByRole('group', { name: 'Add an image' });
    await userEvent.type(within(form).getByLabelText('Image address'), 'data:image/svg+xml;base64,PHN2Zz4=');
    await userEvent.click(within(form).getByRole('button', { name: 'Add image' }));
    expect(
      within(form).getByText('Images must be web addresses (http:// or https://) or inline PNG, JPEG, GIF or WebP data'),
    ).toBeInTheDocument();

    await userEvent.clear(within(form).getByLabelText('Image address'));
    await userEvent.type(within(form).getByLabelText('Image address'), 'https://example.com/beach.jpg');
    await userEvent.type(within(form).getByLabelText('Image description'), 'Juhu beach');
    await userEvent.click(within(form).getByRole('button', { name: 'Add image' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('<img src="https://example.com/beach.jpg" alt="Juhu beach">'));
    expect(screen.getByRole('img', { name: 'Juhu beach' })).toBeInTheDocument();
  });
});
