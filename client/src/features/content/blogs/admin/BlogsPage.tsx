// /admin/blogs (SPEC "Admin screens"): every blog, published or not, 5 per page, its description as
// plain text; Add Blog Page and Update Blog Page modals; Delete asks once more, then removes the row
// (and a page left empty goes back one).
import { Badge, Button, Flex, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { BlogsPagePaginationQuery } from '../../../../__generated__/BlogsPagePaginationQuery.graphql';
import type { BlogsPageQuery } from '../../../../__generated__/BlogsPageQuery.graphql';
import type { BlogsPage_blogRow$key } from '../../../../__generated__/BlogsPage_blogRow.graphql';
import type { BlogsPage_query$key } from '../../../../__generated__/BlogsPage_query.graphql';
import { ListTable } from '../../../../components/ListTable.tsx';
import { nodesOf, useConnectionList } from '../../../../lib/useConnectionList.ts';
import { toastError } from '../../../../components/toasts.ts';
import { actionFailureMessage } from '../../../../lib/actionFailureMessage.ts';
import { pageQueryLoader, usePageQueryData } from '../../../../lib/pageQuery.ts';
import { session } from '../../../../lib/session.ts';
import { usePagedList } from '../../../../lib/usePagedList.ts';
import { BlogDialog } from './BlogDialog.tsx';
import { useDeleteBlogMutation } from './useDeleteBlogMutation.ts';

export const BLOGS_PAGE_SIZE = 5;

const BlogsPageQueryNode = graphql`
  query BlogsPageQuery {
    ...BlogsPage_query
  }
`;

export const blogsPageLoader = pageQueryLoader<BlogsPageQuery>(BlogsPageQueryNode);

const COLUMNS = ['Slug', 'Title', 'Description', 'Action'];

export function BlogsPage() {
  const query = usePageQueryData<BlogsPageQuery>(BlogsPageQueryNode);
  const connection = useConnectionList<BlogsPagePaginationQuery, BlogsPage_query$key>(
    graphql`
      fragment BlogsPage_query on Query
      @refetchable(queryName: "BlogsPagePaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 5 }, after: { type: "String" }) {
        adminBlogs(first: $first, after: $after) @connection(key: "BlogsPage_adminBlogs") {
          __id
          totalCount
          edges {
            node {
              id
              ...BlogsPage_blogRow
              ...BlogDialog_blog
            }
          }
        }
      }
    `,
    query,
    BLOGS_PAGE_SIZE,
  );
  const { adminBlogs } = connection.data;
  const blogs = nodesOf(adminBlogs);
  const pages = usePagedList(adminBlogs, BLOGS_PAGE_SIZE, connection);
  const [adding, setAdding] = useState(false);
  const [updatingId, setUpdatingId] = useState<string | null>(null);
  const updating = blogs.find((blog) => blog.id === updatingId) ?? null;
  const [deleteBlog] = useDeleteBlogMutation();

  const remove = async (id: string) => {
    const lastOnPage = pages.rows.length === 1 && pages.canGoBack;
    const hadSession = session.get().auth !== null;
    const outcome = await deleteBlog(id, [adminBlogs.__id]);
    // SPEC section 8: deleting a blog shows no toast; a failure still says so
    if (outcome.kind === 'refused') toastError(outcome.message);
    else if (outcome.kind === 'failed') toastError(actionFailureMessage('Failed to Delete Blog', hadSession));
    else if (lastOnPage) pages.goBack();
  };

  return (
    <Stack gap="4">
      <Flex justify="flex-end">
        <Button colorPalette="brand" onClick={() => setAdding(true)}>
          Add Blog Page
        </Button>
      </Flex>
      <ListTable label="Blogs" columns={COLUMNS} emptyText="No Blogs available" pages={pages} pagerLabel="Blog pages">
        {(blog) => <BlogRow blog={blog} onUpdate={() => setUpdatingId(blog.id)} onDelete={() => remove(blog.id)} />}
      </ListTable>
      <BlogDialog
        mode="add"
        open={adding}
        connectionId={adminBlogs.__id}
        onClose={() => setAdding(false)}
        onAdded={pages.goToFirst}
      />
      <BlogDialog mode="update" open={updating !== null} blog={updating} onClose={() => setUpdatingId(null)} />
    </Stack>
  );
}

function BlogRow({
  blog,
  onUpdate,
  onDelete,
}: {
  blog: BlogsPage_blogRow$key;
  onUpdate: () => void;
  onDelete: () => Promise<void>;
}) {
  const data = useFragment(
    graphql`
      fragment BlogsPage_blogRow on Blog {
        slug
        title
        published
        excerpt(maxLength: 160)
      }
    `,
    blog,
  );
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  return (
    <Table.Row>
      <Table.Cell>{data.slug}</Table.Cell>
      <Table.Cell minW="40">
        {data.title}
        {!data.published && (
          <Badge ml="2" colorPalette="gray">
            draft
          </Badge>
        )}
      </Table.Cell>
      <Table.Cell minW="60" maxW="md">
        <Text lineClamp={3}>{data.excerpt}</Text>
      </Table.Cell>
      <Table.Cell>
        {confirming ? (
          <HStack gap="2">
            <Button
              size="xs"
              colorPalette="red"
              loading={deleting}
              aria-label={`Confirm deleting ${data.title}`}
              onClick={async () => {
                setDeleting(true);
                await onDelete();
                setDeleting(false);
                setConfirming(false);
              }}
            >
              Confirm
            </Button>
            <Button size="xs" variant="outline" disabled={deleting} onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </HStack>
        ) : (
          <HStack gap="2">
            <Button size="xs" variant="outline" aria-label={`Update ${data.title}`} onClick={onUpdate}>
              Update
            </Button>
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              aria-label={`Delete ${data.title}`}
              onClick={() => setConfirming(true)}
            >
              Delete
            </Button>
          </HStack>
        )}
      </Table.Cell>
    </Table.Row>
  );
}
