// The Add Blog Page and Update Blog Page modals: slug, title, the rich-text description, meta fields,
// images (new ones previewed; on update the saved ones each removable) and, on update, published.
// Closes only once everything is saved.
import { Box, Dialog, Field, Image, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { TextField } from '../../../../components/TextField.tsx';
import { FormDialog, FormDialogFooter } from '../../../../components/FormDialog.tsx';
import { useId, useMemo, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import * as z from 'zod/mini';
import type { BlogDialog_blog$data, BlogDialog_blog$key } from '../../../../__generated__/BlogDialog_blog.graphql';
import { RichTextEditor } from '../../../../components/rich-text/RichTextEditor.tsx';
import { runWithToasts } from '../../../../components/runWithToasts.ts';
import { BLOG_FIELD_MESSAGES, BLOG_TEXT_FIELDS, SLUG_PATTERN } from '../../../../../../common/forms/blogs.ts';
import { useSchemaForm } from '../../../../lib/useSchemaForm.ts';
import { ImageTileRemoveButton } from '../../../../components/forms/ImageTiles.tsx';
import { BlogImagesField } from './BlogImagesField.tsx';
import { useAddBlogImagesMutation } from './useAddBlogImagesMutation.ts';
import { useCreateBlogMutation } from './useCreateBlogMutation.ts';
import { useDeleteBlogImageMutation } from './useDeleteBlogImageMutation.ts';
import { useUpdateBlogMutation } from './useUpdateBlogMutation.ts';
import { CheckboxField } from '../../../../components/CheckboxField.tsx';

/** SPEC section 5 (with docs/architecture.md section 11's spelling fix). */
export const BLOG_MESSAGES = {
  titleAndSlug: BLOG_FIELD_MESSAGES.titleAndSlug,
  slug: BLOG_FIELD_MESSAGES.slug,
  description: BLOG_FIELD_MESSAGES.description,
  images: BLOG_FIELD_MESSAGES.image,
} as const;

/** True when the HTML has words or an image (the editor's empty document is '<p></p>'). */
function hasContent(html: string): boolean {
  return /<img\b/i.test(html) || html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') !== '';
}

interface BlogDraft {
  slug: string;
  title: string;
  description: string;
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
  metaRobots: string;
  published: boolean;
}

/**
 * The blogs service's text fields, the slug's shape checked at once, the description's words and
 * the images: at least one, new or saved (`savedImages` tells how many are saved when checked).
 */
function blogFormSchema(savedImages: () => number) {
  return z.object({
    ...BLOG_TEXT_FIELDS,
    // one message for a missing slug or title, under the field(s) left empty; then the slug's shape
    slug: z.pipe(BLOG_TEXT_FIELDS.slug, z.string().check(z.regex(SLUG_PATTERN, BLOG_FIELD_MESSAGES.slug))),
    description: z.string().check(z.refine(hasContent, BLOG_FIELD_MESSAGES.description)),
    published: z.boolean(),
    files: z
      .array(z.custom<File>((value) => value instanceof File))
      .check(z.refine((files) => savedImages() + files.length > 0, BLOG_FIELD_MESSAGES.image)),
  });
}

function draftOf(blog: BlogDialog_blog$data | null): BlogDraft & { files: File[] } {
  return {
    files: [],
    slug: blog?.slug ?? '',
    title: blog?.title ?? '',
    description: blog?.description ?? '',
    metaTitle: blog?.metaTitle ?? '',
    metaDescription: blog?.metaDescription ?? '',
    metaKeywords: blog?.metaKeywords ?? '',
    metaRobots: blog?.metaRobots ?? '',
    published: blog?.published ?? true,
  };
}

type BlogDialogProps =
  | { mode: 'add'; open: boolean; blog?: undefined; connectionId: string; onClose: () => void; onAdded: () => void }
  | {
      mode: 'update';
      open: boolean;
      blog: BlogDialog_blog$key | null;
      connectionId?: undefined;
      onClose: () => void;
      onAdded?: undefined;
    };

export function BlogDialog(props: BlogDialogProps) {
  const blog = useFragment(
    graphql`
      fragment BlogDialog_blog on Blog {
        id
        slug
        title
        description
        metaTitle
        metaDescription
        metaKeywords
        metaRobots
        published
        images {
          id
          url
          srcSet
        }
      }
    `,
    props.blog ?? null,
  );
  const title = props.mode === 'add' ? 'Add Blog Page' : 'Update Blog Page';
  const [busy, setBusy] = useState(false);
  const open = props.open && (props.mode === 'add' || blog !== null);

  return (
    <FormDialog open={open} title={title} busy={busy} onClose={props.onClose} size="xl" placement="top">
      <BlogForm
        key={blog?.id ?? 'new'}
        mode={props.mode}
        blog={blog ?? null}
        connectionId={props.connectionId}
        submitLabel={title}
        onBusy={setBusy}
        onClose={props.onClose}
        onSaved={props.onAdded}
      />
    </FormDialog>
  );
}

interface BlogFormProps {
  mode: 'add' | 'update';
  blog: BlogDialog_blog$data | null;
  connectionId: string | undefined;
  submitLabel: string;
  onBusy: (busy: boolean) => void;
  onClose: () => void;
  onSaved: (() => void) | undefined;
}

function BlogForm({ mode, blog, connectionId, submitLabel, onBusy, onClose, onSaved }: BlogFormProps) {
  const descriptionId = useId();
  const savedImages = blog?.images ?? [];
  // the schema reads how many images are saved when the form is checked (one may be deleted meanwhile)
  const savedCount = useRef(savedImages.length);
  savedCount.current = savedImages.length;
  const schema = useMemo(() => blogFormSchema(() => savedCount.current), []);
  const { register, handleSubmit, control, setValue, clearErrors, formState } = useSchemaForm(schema, {
    defaultValues: draftOf(blog),
  });
  const { errors } = formState;
  const [createBlog, isCreating] = useCreateBlogMutation();
  const [updateBlog, isUpdating] = useUpdateBlogMutation();
  const [addBlogImages, isAddingImages] = useAddBlogImagesMutation();
  const [deleteBlogImage, isDeletingImage] = useDeleteBlogImageMutation();
  const busy = isCreating || isUpdating || isAddingImages;

  const save = async ({ files, published, ...fields }: z.output<typeof schema>): Promise<boolean> => {
    const input = {
      slug: fields.slug,
      title: fields.title,
      description: fields.description,
      metaTitle: fields.metaTitle ?? '',
      metaDescription: fields.metaDescription ?? '',
      metaKeywords: fields.metaKeywords ?? '',
      metaRobots: fields.metaRobots ?? '',
    };
    if (mode === 'add') {
      return runWithToasts(
        {
          progress: 'Adding Blog Page...',
          success: 'Blog Page Added Successfully!',
          fallback: 'Failed to Add Blog Page',
        },
        () => createBlog(input, files, connectionId ? [connectionId] : []),
      );
    }
    const updated = await runWithToasts(
      {
        progress: 'Updating Blog Page...',
        success: 'Blog Page updated Successfully!',
        fallback: 'Failed to update Blog Page',
      },
      () => updateBlog(blog!.id, { ...input, published }),
    );
    if (!updated || files.length === 0) return updated;
    const added = await runWithToasts(
      {
        progress: 'Adding Blog Images...',
        success: 'Blog Images Added Successfully!',
        fallback: 'Failed to Add Blog Images',
      },
      () => addBlogImages(blog!.id, files),
    );
    if (added) setValue('files', []);
    return added;
  };

  const submit = handleSubmit(async (values) => {
    if (busy) return;
    onBusy(true);
    const saved = await save(values);
    onBusy(false);
    if (!saved) return;
    onSaved?.();
    onClose();
  });

  const removeSavedImage = (id: string) =>
    void runWithToasts(
      {
        progress: 'Deleting Blog Images...',
        success: 'Blog Images Deleted Successfully!',
        fallback: 'Failed to delete Blog Images',
      },
      () => deleteBlogImage(id),
    );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={submitLabel}>
      <Dialog.Body>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Field.Root invalid={errors.slug !== undefined}>
              <Field.Label>Slug</Field.Label>
              <Input {...register('slug')} placeholder="safe-dating-tips" />
              {errors.slug ? (
                <Field.ErrorText>{errors.slug.message}</Field.ErrorText>
              ) : (
                <Field.HelperText>Lower-case letters and digits, words joined by single hyphens.</Field.HelperText>
              )}
            </Field.Root>
            <TextField label="Title" {...register('title')} error={errors.title?.message} />
          </SimpleGrid>
          <Field.Root
            invalid={errors.description !== undefined}
            ids={{ control: descriptionId, errorText: `${descriptionId}-error` }}
          >
            <Field.Label>Description</Field.Label>
            <Box width="full">
              <Controller
                control={control}
                name="description"
                render={({ field }) => (
                  <RichTextEditor
                    id={descriptionId}
                    aria-label="Description"
                    aria-describedby={errors.description ? `${descriptionId}-error` : undefined}
                    // the editor starts from the saved text and reports each change
                    initialHtml={formState.defaultValues?.description ?? ''}
                    invalid={errors.description !== undefined}
                    onChange={field.onChange}
                  />
                )}
              />
            </Box>
            <Field.ErrorText>{errors.description?.message}</Field.ErrorText>
          </Field.Root>
          {savedImages.length > 0 && (
            <Box>
              <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, sm: 4 }} gap="3" aria-label="Saved images">
                {savedImages.map((image, index) => (
                  <Box as="li" key={image.id} position="relative" borderWidth="1px" borderRadius="md" overflow="hidden">
                    <Image
                      src={image.url}
                      srcSet={image.srcSet || undefined}
                      sizes="10rem"
                      alt={`Image ${index + 1} of the blog`}
                      objectFit="cover"
                      width="full"
                      height="24"
                    />
                    <ImageTileRemoveButton
                      label={`Delete image ${index + 1}`}
                      disabled={isDeletingImage}
                      onClick={() => removeSavedImage(image.id)}
                    />
                  </Box>
                ))}
              </SimpleGrid>
            </Box>
          )}
          <Controller
            control={control}
            name="files"
            render={({ field }) => (
              <BlogImagesField
                label={mode === 'add' ? 'Images' : 'Add Images'}
                files={field.value}
                error={errors.files?.message}
                onChange={(chosen) => {
                  field.onChange(chosen);
                  clearErrors('files');
                }}
              />
            )}
          />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Field.Root>
              <Field.Label>Meta Title</Field.Label>
              <Input {...register('metaTitle')} />
            </Field.Root>
            <Field.Root>
              <Field.Label>Meta Keywords</Field.Label>
              <Input {...register('metaKeywords')} />
            </Field.Root>
            <Field.Root>
              <Field.Label>Meta Description</Field.Label>
              <Textarea rows={2} {...register('metaDescription')} />
            </Field.Root>
            <Field.Root>
              <Field.Label>Meta Robots</Field.Label>
              <Input {...register('metaRobots')} placeholder="index, follow" />
            </Field.Root>
          </SimpleGrid>
          {mode === 'update' && <CheckboxField control={control} name="published" label="Published" />}
        </Stack>
      </Dialog.Body>
      <FormDialogFooter busy={busy} submitLabel={submitLabel} onCancel={onClose} />
    </form>
  );
}
