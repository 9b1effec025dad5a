import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../../components/toasts.ts';
import { session } from '../../../../lib/session.ts';
import type { MockEnvironment } from '../../../../test/render.tsx';
import { BlogsPage, blogsPageLoader } from './BlogsPage.tsx';
import { renderPage, resolveGenerated } from '../../../../test/page.tsx';
import { resolveWith } from '../../../../test/mockConnection.ts';
import { answerWithToast, refuseWithToast } from '../../../../test/mutations.ts';
import { cellTexts } from '../../../../test/tables.ts';

// the editor has its own tests; typing into Slate needs a real browser (the e2e story does)
vi.mock('../../../../components/rich-text/RichTextEditor.tsx', () => ({
  RichTextEditor: (props: { 'aria-label': string; initialHtml: string; onChange: (html: string) => void }) => (
    <textarea
      aria-label={props['aria-label']}
      defaultValue={props.initialHtml}
      onChange={(event) => props.onChange(event.target.value)}
    />
  ),
}));

function blog(n: number, extra: Record<string, unknown> = {}) {
  return {
    id: `blog-${n}`,
    slug: `blog-${n}`,
    title: `Blog ${n}`,
    published: true,
    excerpt: `Plain words of blog ${n}`,
    description: `<p>Plain words of <strong>blog ${n}</strong></p>`,
    metaTitle: '',
    metaDescription: '',
    metaKeywords: '',
    metaRobots: '',
    images: [{ id: `image-${n}`, url: `https://example.com/${n}.webp`, srcSet: '' }],
    ...extra,
  };
}

type BlogData = ReturnType<typeof blog>;

function resolveList(environment: MockEnvironment, blogs: BlogData[], totalCount: number, hasNextPage: boolean) {
  resolveGenerated(environment, {
    QueryAdminBlogsConnection: () => ({
      totalCount,
      edges: blogs.map((node) => ({ cursor: `cursor-of-${node.id}`, node })),
      pageInfo: {
        hasNextPage,
        endCursor: `cursor-of-${blogs.at(-1)?.id ?? 'none'}`,
        hasPreviousPage: false,
        startCursor: null,
      },
    }),
  });
}

async function renderBlogs(blogs: BlogData[], { totalCount = blogs.length, hasNextPage = false } = {}) {
  const { environment } = await renderPage({ path: '/admin/blogs', element: <BlogsPage />, loader: blogsPageLoader });
  resolveList(environment, blogs, totalCount, hasNextPage);
  await screen.findByRole('table', { name: 'Blogs' });
  return environment;
}

function titles() {
  return within(screen.getByRole('table', { name: 'Blogs' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]!.textContent);
}

function lastMutation(environment: MockEnvironment) {
  return vi.mocked(environment.executeMutation).mock.calls.at(-1)![0];
}

const cover = new File(['png'], 'cover.png', { type: 'image/png' });
const second = new File(['jpg'], 'second.jpg', { type: 'image/jpeg' });
const notes = new File(['text'], 'notes.txt', { type: 'text/plain' });

async function openAdd() {
  await userEvent.click(screen.getByRole('button', { name: 'Add Blog Page' }));
  return screen.findByRole('dialog', { name: 'Add Blog Page' });
}

/** Six blogs: the first five, then Next shows the sixth alone on page 2 of 2. */
async function renderSecondPage() {
  const environment = await renderBlogs(
    [1, 2, 3, 4, 5].map((n) => blog(n)),
    { totalCount: 6, hasNextPage: true },
  );
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  resolveList(environment, [blog(6)], 6, false);
  expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
  return environment;
}

describe('admin blogs', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn((file: Blob) => `blob:${(file as File).name}`);
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    toaster.remove();
    session.logOut();
  });

  it('lists slug, title and the description as plain text, 5 per page, with Update and Delete', async () => {
    const environment = await renderBlogs(
      [1, 2, 3, 4, 5].map((n) => blog(n)),
      { totalCount: 7, hasNextPage: true },
    );
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Slug',
      'Title',
      'Description',
      'Action',
    ]);
    const first = within(screen.getByRole('table', { name: 'Blogs' })).getAllByRole('row')[1]!;
    expect(cellTexts(first)).toEqual(['blog-1', 'Blog 1', 'Plain words of blog 1', 'UpdateDelete']);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const next = environment.mock.getMostRecentOperation().request;
    expect(next.node.params.name).toBe('BlogsPagePaginationQuery');
    expect(next.variables).toMatchObject({ first: 5, after: 'cursor-of-blog-5' });
  });

  it('says so when there is no blog', async () => {
    await renderBlogs([]);
    expect(screen.getByText('No Blogs available')).toBeInTheDocument();
  });

  it("checks the SPEC's rules before sending anything", async () => {
    const environment = await renderBlogs([]);
    const dialog = await openAdd();
    const submit = () => userEvent.click(within(dialog).getByRole('button', { name: 'Add Blog Page' }));
    await submit();
    // one SPEC message for both, under each empty field
    expect(within(dialog).getAllByText('Please Enter Title and Slug')).toHaveLength(2);
    expect(within(dialog).getByText('Please enter description')).toBeInTheDocument();
    expect(within(dialog).getByText('Please add at least one image')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Slug'), 'Safe--Tips');
    await userEvent.type(within(dialog).getByLabelText('Description'), '<p> &nbsp;</p>');
    await submit();
    expect(within(dialog).getByText('Please enter a valid Slug.')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Please Enter Title and Slug')).toHaveLength(1);
    expect(within(dialog).getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('Please enter description')).toBeInTheDocument();

    await userEvent.clear(within(dialog).getByLabelText('Slug'));
    await userEvent.type(within(dialog).getByLabelText('Slug'), 'safe-tips-2');
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Safe tips');
    // an image alone is a description
    await userEvent.clear(within(dialog).getByLabelText('Description'));
    await userEvent.type(
      within(dialog).getByLabelText('Description'),
      '<p><img src="https://example.com/a.webp" alt=""></p>',
    );
    await submit();
    expect(within(dialog).queryByText('Please Enter Title and Slug')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Please enter a valid Slug.')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Please enter description')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Please add at least one image')).toBeInTheDocument();
    expect(environment.executeMutation).not.toHaveBeenCalled();
    expect(screen.queryByText('Adding Blog Page...')).not.toBeInTheDocument();
  });

  it('previews image files only, and drops a chosen file on request', async () => {
    await renderBlogs([]);
    const dialog = await openAdd();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(within(dialog).getByLabelText('Images'), [cover, notes, second]);
    const chosen = within(dialog).getByRole('list', { name: 'New images' });
    expect(within(chosen).getByRole('img', { name: 'Preview of cover.png' })).toHaveAttribute('src', 'blob:cover.png');
    expect(within(chosen).getByRole('img', { name: 'Preview of second.jpg' })).toBeInTheDocument();
    expect(within(chosen).getByText('notes.txt')).toBeInTheDocument();
    expect(within(chosen).queryByRole('img', { name: /notes/ })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Remove notes.txt' }));
    expect(within(chosen).queryByText('notes.txt')).not.toBeInTheDocument();
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(2);

    await user.click(within(dialog).getByRole('button', { name: 'Remove cover.png' }));
    expect(within(chosen).queryByRole('img', { name: 'Preview of cover.png' })).not.toBeInTheDocument();
    expect(within(chosen).getByRole('img', { name: 'Preview of second.jpg' })).toHaveAttribute(
      'src',
      'blob:second.jpg',
    );
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:cover.png');
    expect(vi.mocked(URL.createObjectURL).mock.calls.map(([file]) => (file as File).name)).not.toContain('notes.txt');
  });

  it('adds a blog with its images: the toast, the new row on top, the modal closed', async () => {
    const environment = await renderBlogs([blog(1)]);
    const dialog = await openAdd();
    await userEvent.type(within(dialog).getByLabelText('Slug'), ' safe-tips-2 ');
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Safe tips');
    await userEvent.type(within(dialog).getByLabelText('Description'), '<p>Meet in public</p>');
    await userEvent.type(within(dialog).getByLabelText('Meta Robots'), 'index, follow');
    await userEvent.upload(within(dialog).getByLabelText('Images'), [cover, second]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Blog Page' }));

    expect(await screen.findByText('Adding Blog Page...')).toBeInTheDocument();
    const call = lastMutation(environment);
    expect(call.operation.request.variables).toMatchObject({
      input: {
        slug: 'safe-tips-2',
        title: 'Safe tips',
        description: '<p>Meet in public</p>',
        metaTitle: '',
        metaDescription: '',
        metaKeywords: '',
        metaRobots: 'index, follow',
      },
      images: [null, null],
    });
    expect(call.operation.request.variables.input).not.toHaveProperty('published');
    expect(call.uploadables).toEqual({ 'images.0': cover, 'images.1': second });

    await answerWithToast(
      environment,
      {
        createBlog: {
          __typename: 'MutationCreateBlogSuccess',
          blog: { ...blog(9), title: 'Safe tips', slug: 'safe-tips-2' },
        },
      },
      'Blog Page Added Successfully!',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(titles()).toEqual(['Safe tips', 'Blog 1']);
  });

  it("keeps the modal open with the server's refusal", async () => {
    const environment = await renderBlogs([blog(1)]);
    const dialog = await openAdd();
    await userEvent.type(within(dialog).getByLabelText('Slug'), 'blog-1');
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Again');
    await userEvent.type(within(dialog).getByLabelText('Description'), '<p>Words</p>');
    await userEvent.upload(within(dialog).getByLabelText('Images'), [cover]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Blog Page' }));
    await refuseWithToast(environment, 'createBlog', 'ConflictError', 'A blog with this slug already exists.', {
      field: 'slug',
    });
    expect(screen.getByRole('dialog', { name: 'Add Blog Page' })).toBeInTheDocument();
  });

  it('updates a blog from its prefilled modal, with published, then uploads the new images', async () => {
    const environment = await renderBlogs([blog(1), blog(2)]);
    await userEvent.click(screen.getByRole('button', { name: 'Update Blog 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Blog Page' });
    expect(within(dialog).getByLabelText('Slug')).toHaveValue('blog-2');
    expect(within(dialog).getByLabelText('Description')).toHaveValue('<p>Plain words of <strong>blog 2</strong></p>');
    expect(within(dialog).getByRole('img', { name: 'Image 1 of the blog' })).toHaveAttribute(
      'src',
      'https://example.com/2.webp',
    );
    const published = within(dialog).getByRole('checkbox', { name: 'Published' });
    expect(published).toBeChecked();
    await userEvent.click(published);
    await userEvent.clear(within(dialog).getByLabelText('Title'));
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Blog two');
    await userEvent.upload(within(dialog).getByLabelText('Add Images'), [cover]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Blog Page' }));

    expect(await screen.findByText('Updating Blog Page...')).toBeInTheDocument();
    expect(lastMutation(environment).operation.request.variables).toEqual({
      id: 'blog-2',
      input: {
        slug: 'blog-2',
        title: 'Blog two',
        description: '<p>Plain words of <strong>blog 2</strong></p>',
        metaTitle: '',
        metaDescription: '',
        metaKeywords: '',
        metaRobots: '',
        published: false,
      },
    });
    await answerWithToast(
      environment,
      {
        updateBlog: {
          __typename: 'MutationUpdateBlogSuccess',
          blog: blog(2, { title: 'Blog two', published: false }),
        },
      },
      'Blog Page updated Successfully!',
    );

    await waitFor(() =>
      expect(lastMutation(environment).operation.request.node.params.name).toBe('useAddBlogImagesMutation'),
    );
    expect(lastMutation(environment).operation.request.variables).toEqual({ blogId: 'blog-2', images: [null] });
    expect(lastMutation(environment).uploadables).toEqual({ 'images.0': cover });
    await answerWithToast(
      environment,
      {
        addBlogImages: {
          __typename: 'MutationAddBlogImagesSuccess',
          images: [{ id: 'image-new', blog: blog(2, { title: 'Blog two', published: false }) }],
        },
      },
      'Blog Images Added Successfully!',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(titles()).toEqual(['Blog 1', 'Blog twodraft']);
  });

  it("deletes a saved image at once, and shows the server's refusal for the last one", async () => {
    const environment = await renderBlogs([blog(1)]);
    await userEvent.click(screen.getByRole('button', { name: 'Update Blog 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Blog Page' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete image 1' }));
    expect(await screen.findByText('Deleting Blog Images...')).toBeInTheDocument();
    expect(lastMutation(environment).operation.request.variables).toEqual({ id: 'image-1' });
    await refuseWithToast(environment, 'deleteBlogImage', 'WrongStateError', 'A blog keeps at least one image.');
    expect(within(dialog).getByRole('img', { name: 'Image 1 of the blog' })).toBeInTheDocument();
  });

  it('after deleting the last row of page 2, shows page 1', async () => {
    const environment = await renderSecondPage();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Blog 6' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm deleting Blog 6' }));
    expect(lastMutation(environment).operation.request.variables).toMatchObject({ id: 'blog-6' });
    resolveWith(environment, { deleteBlog: { __typename: 'MutationDeleteBlogSuccess', deletedId: 'blog-6' } });
    await waitFor(() => expect(titles()).toEqual(['Blog 1', 'Blog 2', 'Blog 3', 'Blog 4', 'Blog 5']));
    // one page left: the pager goes; and SPEC section 8: no toast for a deleted blog
    expect(screen.queryByRole('navigation', { name: 'Blog pages' })).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('keeps the row and says so when a delete fails', async () => {
    const environment = await renderBlogs([blog(1), blog(2)]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Blog 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm deleting Blog 2' }));
    act(() => environment.mock.rejectMostRecentOperation(new Error('offline')));
    expect(await screen.findByText('Failed to Delete Blog')).toBeInTheDocument();
    expect(titles()).toEqual(['Blog 1', 'Blog 2']);
  });

  it('shows page 1, the new blog on top, after adding from page 2', async () => {
    const environment = await renderSecondPage();

    const dialog = await openAdd();
    await userEvent.type(within(dialog).getByLabelText('Slug'), 'fresh');
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Fresh');
    await userEvent.type(within(dialog).getByLabelText('Description'), '<p>New</p>');
    await userEvent.upload(within(dialog).getByLabelText('Images'), [cover]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Blog Page' }));
    resolveWith(environment, {
      createBlog: { __typename: 'MutationCreateBlogSuccess', blog: blog(7, { title: 'Fresh', slug: 'fresh' }) },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(titles()).toEqual(['Fresh', 'Blog 1', 'Blog 2', 'Blog 3', 'Blog 4']);
  });

  it('says Session Expired when the update ended the session', async () => {
    session.logIn({ token: 't', name: 'Admin', contact: '9999999999', role: 'admin' });
    const environment = await renderBlogs([blog(1)]);
    await userEvent.click(screen.getByRole('button', { name: 'Update Blog 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Blog Page' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Blog Page' }));
    act(() => {
      session.logOut();
      environment.mock.rejectMostRecentOperation(new Error('UNAUTHENTICATED'));
    });
    expect(await screen.findByText('Session Expired')).toBeInTheDocument();
  });
});
