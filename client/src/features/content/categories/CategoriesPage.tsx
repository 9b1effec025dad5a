// /admin/categories (SPEC "Admin screens"): the categories with their ads today, renamed in place
// (Edit, then Update or Cancel; one row at a time), and a new one added below the table; each with its
// Hindi name (issue 35), which Hindi pages show.
import { Button, Field, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql } from 'react-relay';
import type { CategoriesPageQuery } from '../../../__generated__/CategoriesPageQuery.graphql';
import { DataTable, type DataTableColumn } from '../../../components/DataTable.tsx';
import { pageQueryLoader, usePageQueryData } from '../../../lib/pageQuery.ts';
import { runWithToasts } from '../../../components/runWithToasts.ts';
import { CATALOG_FIELD_MESSAGES, categoryFormSchema } from '../../../../../common/forms/catalog.ts';
import { useSchemaForm } from '../../../lib/useSchemaForm.ts';
import { useAddCategoryMutation } from './useAddCategoryMutation.ts';
import { useRenameCategoryMutation } from './useRenameCategoryMutation.ts';

const CategoriesPageQueryNode = graphql`
  query CategoriesPageQuery {
    categories {
      id
      name
      hindiName
      adsCount
    }
  }
`;

export const categoriesPageLoader = pageQueryLoader<CategoriesPageQuery>(CategoriesPageQueryNode);

export const CATEGORY_NAME_REQUIRED = CATALOG_FIELD_MESSAGES.categoryName;

const COLUMNS: DataTableColumn[] = [
  { header: 'Category Name' },
  { header: 'Total Ads', numeric: true },
  { header: 'Action' },
];

export function CategoriesPage() {
  const { categories } = usePageQueryData<CategoriesPageQuery>(CategoriesPageQueryNode);
  // the category being renamed in place (one row at a time), and its new name
  const [editingId, setEditingId] = useState<string | null>(null);
  const rename = useSchemaForm(categoryFormSchema, { defaultValues: { name: '', hindiName: '' } });
  const [renameCategory, isRenaming] = useRenameCategoryMutation();

  const startEditing = (category: { id: string; name: string; hindiName?: string | null }) => {
    rename.reset({ name: category.name, hindiName: category.hindiName ?? '' });
    setEditingId(category.id);
  };

  const update = rename.handleSubmit(async ({ name, hindiName }) => {
    // Enter pressed again while saving must not send a second rename
    if (editingId === null || isRenaming) return;
    const renamed = await runWithToasts(
      {
        progress: 'Updating Category...',
        success: 'Category Updated Successfully!',
        fallback: 'Failed to Update Category',
      },
      () => renameCategory(editingId, name, hindiName ?? null),
    );
    if (renamed) setEditingId(null);
  });

  return (
    <Stack gap="6">
      <DataTable label="Categories" columns={COLUMNS} emptyText="No Categories found" isEmpty={categories.length === 0}>
        {categories.map((category) => {
          const isEditing = editingId === category.id;
          return (
            <Table.Row key={category.id}>
              <Table.Cell>
                {isEditing ? (
                  <Field.Root invalid={rename.formState.errors.name !== undefined}>
                    <Input
                      size="sm"
                      aria-label={`New name of ${category.name}`}
                      autoFocus
                      {...rename.register('name', { onChange: () => rename.clearErrors('name') })}
                      onKeyDown={(event) => {
                        if (event.key === 'Enter') void update();
                        if (event.key === 'Escape') setEditingId(null);
                      }}
                    />
                    <Field.ErrorText>{rename.formState.errors.name?.message}</Field.ErrorText>
                    <Input
                      size="sm"
                      mt="2"
                      lang="hi"
                      placeholder="Hindi name (optional)"
                      aria-label={`Hindi name of ${category.name}`}
                      {...rename.register('hindiName', { onChange: () => rename.clearErrors('hindiName') })}
                      onKeyDown={(event) => {
                        if (event.key === 'Enter') void update();
                        if (event.key === 'Escape') setEditingId(null);
                      }}
                    />
                    {rename.formState.errors.hindiName && (
                      <Text color="fg.error" fontSize="sm">
                        {rename.formState.errors.hindiName.message}
                      </Text>
                    )}
                  </Field.Root>
                ) : (
                  <>
                    {category.name}
                    {category.hindiName && (
                      <Text as="span" display="block" color="fg.muted" fontSize="sm" lang="hi">
                        {category.hindiName}
                      </Text>
                    )}
                  </>
                )}
              </Table.Cell>
              <Table.Cell textAlign="end">{category.adsCount}</Table.Cell>
              <Table.Cell>
                {isEditing ? (
                  <HStack gap="2">
                    <Button size="xs" colorPalette="brand" loading={isRenaming} onClick={() => void update()}>
                      Update
                    </Button>
                    <Button size="xs" variant="outline" disabled={isRenaming} onClick={() => setEditingId(null)}>
                      Cancel
                    </Button>
                  </HStack>
                ) : (
                  <Button
                    size="xs"
                    variant="outline"
                    aria-label={`Edit ${category.name}`}
                    disabled={isRenaming}
                    onClick={() => startEditing(category)}
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
  const { register, handleSubmit, resetField, clearErrors, formState } = useSchemaForm(categoryFormSchema, {
    defaultValues: { name: '', hindiName: '' },
  });
  const [addCategory, isAdding] = useAddCategoryMutation();

  const submit = handleSubmit(async ({ name, hindiName }) => {
    if (isAdding) return;
    const added = await runWithToasts(
      { progress: 'Adding Category...', success: 'Category Added Successfully!', fallback: 'Failed to Add Category' },
      () => addCategory(name, hindiName ?? null),
    );
    // the names stay for a correction when the server refused them
    if (added) {
      resetField('name');
      resetField('hindiName');
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Add Category">
      <HStack align="flex-start" gap="3" maxW="lg">
        <Field.Root invalid={formState.errors.name !== undefined}>
          <Field.Label srOnly>New category name</Field.Label>
          <Input placeholder="Category Name" {...register('name', { onChange: () => clearErrors('name') })} />
          <Field.ErrorText>{formState.errors.name?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={formState.errors.hindiName !== undefined}>
          <Field.Label srOnly>Its Hindi name (optional)</Field.Label>
          <Input
            lang="hi"
            placeholder="Hindi name (optional)"
            {...register('hindiName', { onChange: () => clearErrors('hindiName') })}
          />
          <Field.ErrorText>{formState.errors.hindiName?.message}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="brand" loading={isAdding} flexShrink="0">
          Add Category
        </Button>
      </HStack>
    </form>
  );
}
