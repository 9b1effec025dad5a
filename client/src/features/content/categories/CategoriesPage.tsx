// /admin/categories (SPEC "Admin screens"): the categories with their ads today, renamed in place
// (Edit, then Update or Cancel; one row at a time), and a new one added below the table.
import { Button, Field, HStack, Input, Stack, Table } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { graphql } from 'react-relay';
import type { CategoriesPageQuery } from '../../../__generated__/CategoriesPageQuery.graphql';
import { DataTable, type DataTableColumn } from '../../../components/DataTable.tsx';
import { pageQueryLoader, usePageQueryData } from '../../../lib/pageQuery.ts';
import { runWithToasts } from '../../../components/runWithToasts.ts';
import { useAddCategoryMutation } from './useAddCategoryMutation.ts';
import { useRenameCategoryMutation } from './useRenameCategoryMutation.ts';

const CategoriesPageQueryNode = graphql`
  query CategoriesPageQuery {
    categories {
      id
      name
      adsCount
    }
  }
`;

export const categoriesPageLoader = pageQueryLoader<CategoriesPageQuery>(CategoriesPageQueryNode);

export const CATEGORY_NAME_REQUIRED = 'Please Enter Category Name';

const COLUMNS: DataTableColumn[] = [{ header: 'Category Name' }, { header: 'Total Ads', numeric: true }, { header: 'Action' }];

export function CategoriesPage() {
  const { categories } = usePageQueryData<CategoriesPageQuery>(CategoriesPageQueryNode);
  const [editing, setEditing] = useState<{ id: string; name: string; error?: string } | null>(null);
  const [renameCategory, isRenaming] = useRenameCategoryMutation();

  const update = async () => {
    // Enter pressed again while saving must not send a second rename
    if (!editing || isRenaming) return;
    const name = editing.name.trim();
    if (name === '') return setEditing({ ...editing, error: CATEGORY_NAME_REQUIRED });
    const renamed = await runWithToasts(
      { progress: 'Updating Category...', success: 'Category Updated Successfully!', fallback: 'Failed to Update Category' },
      () => renameCategory(editing.id, name),
    );
    if (renamed) setEditing(null);
  };

  return (
    <Stack gap="6">
      <DataTable label="Categories" columns={COLUMNS} emptyText="No Categories found" isEmpty={categories.length === 0}>
        {categories.map((category) => {
          const isEditing = editing?.id === category.id;
          return (
            <Table.Row key={category.id}>
              <Table.Cell>
                {isEditing ? (
                  <Field.Root invalid={editing.error !== undefined}>
                    <Input
                      size="sm"
                      aria-label={`New name of ${category.name}`}
                      value={editing.name}
                      autoFocus
                      onChange={(event) => setEditing({ id: category.id, name: event.target.value })}
                      onKeyDown={(event) => {
                        if (event.key === 'Enter') void update();
                        if (event.key === 'Escape') setEditing(null);
                      }}
                    />
                    <Field.ErrorText>{editing.error}</Field.ErrorText>
                  </Field.Root>
                ) : (
                  category.name
                )}
              </Table.Cell>
              <Table.Cell textAlign="end">{category.adsCount}</Table.Cell>
              <Table.Cell>
                {isEditing ? (
                  <HStack gap="2">
                    <Button size="xs" colorPalette="brand" loading={isRenaming} onClick={() => void update()}>
                      Update
                    </Button>
                    <Button size="xs" variant="outline" disabled={isRenaming} onClick={() => setEditing(null)}>
                      Cancel
                    </Button>
                  </HStack>
                ) : (
                  <Button
                    size="xs"
                    variant="outline"
                    aria-label={`Edit ${category.name}`}
                    disabled={isRenaming}
                    onClick={() => setEditing({ id: category.id, name: category.name })}
                  >
                    Edit
                  </Button>
                )}
              </Table.Cell>
            </Table.Row>
          );
        })}
      </DataTable>
      <AddCategoryForm />
    </Stack>
  );
}

function AddCategoryForm() {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [addCategory, isAdding] = useAddCategoryMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isAdding) return;
    const trimmed = name.trim();
    if (trimmed === '') return setError(CATEGORY_NAME_REQUIRED);
    const added = await runWithToasts(
      { progress: 'Adding Category...', success: 'Category Added Successfully!', fallback: 'Failed to Add Category' },
      () => addCategory(trimmed),
    );
    // the name stays for a correction when the server refused it
    if (added) setName('');
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Add Category">
      <HStack align="flex-start" gap="3" maxW="lg">
        <Field.Root invalid={error !== undefined}>
          <Field.Label srOnly>New category name</Field.Label>
          <Input
            placeholder="Category Name"
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setError(undefined);
            }}
          />
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="brand" loading={isAdding} flexShrink="0">
          Add Category
        </Button>
      </HStack>
    </form>
  );
}
