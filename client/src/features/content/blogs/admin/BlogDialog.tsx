// The Add Blog Page and Update Blog Page modals: slug, title, the rich-text description, meta fields,
// images (new ones previewed; on update the saved ones each removable) and, on update, published.
// Closes only once everything is saved.
import { Box, Checkbox, CloseButton, Dialog, Field, Image, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { FormDialog, FormDialogFooter } from '../../../../components/FormDialog.tsx';
import { useId, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { BlogDialog_blog$data, BlogDialog_blog$key } from '../../../../__generated__/BlogDialog_blog.graphql';
import { RichTextEditor } from '../../../../components/rich-text/RichTextEditor.tsx';
import { runWithToasts } from '../../../../components/runWithToasts.ts';
import { BlogImagesField } from './BlogImagesField.tsx';
import { useAddBlogImagesMutation } from './useAddBlogImagesMutation.ts';
import { useCreateBlogMutation } from './useCreateBlogMutation.ts';
import { useDeleteBlogImageMutation } from './useDeleteBlogImageMutation.ts';
import { useUpdateBlogMutation } from './useUpdateBlogMutation.ts';

/** SPEC section 5 (with docs/architecture.md section 11's spelling fix). */
export const BLOG_MESSAGES = {
  titleAndSlug: 'Please Enter Title and Slug',
  slug: 'Please enter a valid Slug.',
  description: 'Please enter description',
  images: 'Please add at least one image',
} as const;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

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

type BlogErrors = Partial<Record<'slug' | 'title' | 'description' | 'images', string>>;

function draftOf(blog: BlogDialog_blog$data | null): BlogDraft {
  return {
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
  | { mode: 'update'; open: boolean; blog: BlogDialog_blog$key | null; connectionId?: undefined; onClose: () => void; onAdded?: undefined };

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
  const [draft, setDraft] = useState(() => draftOf(blog));
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<BlogErrors>({});
  const [createBlog, isCreating] = useCreateBlogMutation();
  const [updateBlog, isUpdating] = useUpdateBlogMutation();
  const [addBlogImages, isAddingImages] = useAddBlogImagesMutation();
  const [deleteBlogImage, isDeletingImage] = useDeleteBlogImageMutation();
  const busy = isCreating || isUpdating || isAddingImages;
  const savedImages = blog?.images ?? [];
  const text = (field: keyof Omit<BlogDraft, 'published'>) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [field]: event.target.value });

  const check = (): BlogErrors => {
    const slug = draft.slug.trim();
    const found: BlogErrors = {};
    // SPEC section 5 has one message for a missing slug or title: it goes under the field(s) left empty
    if (slug === '') found.slug = BLOG_MESSAGES.titleAndSlug;
    else if (!SLUG.test(slug)) found.slug = BLOG_MESSAGES.slug;
    if (draft.title.trim() === '') found.title = BLOG_MESSAGES.titleAndSlug;
    if (!hasContent(draft.description)) found.description = BLOG_MESSAGES.description;
    if (savedImages.length + files.length === 0) found.images = BLOG_MESSAGES.images;
    return found;
  };

  const save = async (): Promise<boolean> => {
    const input = {
      slug: draft.slug.trim(),
      title: draft.title.trim(),
      description: draft.description,
      metaTitle: draft.metaTitle.trim(),
      metaDescription: draft.metaDescription.trim(),
      metaKeywords: draft.metaKeywords.trim(),
      metaRobots: draft.metaRobots.trim(),
    };
    if (mode === 'add') {
      return runWithToasts({ progress: 'Adding Blog Page...', success: 'Blog Page Added Successfully!', fallback: 'Failed to Add Blog Page' }, () =>
        createBlog(input, files, connectionId ? [connectionId] : []),
      );
    }
    const updated = await runWithToasts(
      { progress: 'Updating Blog Page...', success: 'Blog Page updated Successfully!', fallback: 'Failed to update Blog Page' },
      () => updateBlog(blog!.id, { ...input, published: draft.published }),
    );
    if (!updated || files.length === 0) return updated;
    const added = await runWithToasts(
      { progress: 'Adding Blog Images...', success: 'Blog Images Added Successfully!', fallback: 'Failed to Add Blog Images' },
      () => addBlogImages(blog!.id, files),
    );
    if (added) setFiles([]);
    return added;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onBusy(true);
    const saved = await save();
    onBusy(false);
    if (!saved) return;
    onSaved?.();
    onClose();
  };

  const removeSavedImage = (id: string) =>
    void runWithToasts(
      { progress: 'Deleting Blog Images...', success: 'Blog Images Deleted Successfully!', fallback: 'Failed to delete Blog Images' },
      () => deleteBlogImage(id),
    );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={submitLabel}>
      <Dialog.Body>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Field.Root invalid={errors.slug !== undefined}>
              <Field.Label>Slug</Field.Label>
              <Input value={draft.slug} onChange={text('slug')} placeholder="safe-dating-tips" />
              {errors.slug ? <Field.ErrorText>{errors.slug}</Field.ErrorText> : <Field.HelperText>Lower-case letters and digits, words joined by single hyphens.</Field.HelperText>}
            </Field.Root>
            <Field.Root invalid={errors.title !== undefined}>
              <Field.Label>Title</Field.Label>
              <Input value={draft.title} onChange={text('title')} />
              <Field.ErrorText>{errors.title}</Field.ErrorText>
            </Field.Root>
          </SimpleGrid>
          <Field.Root invalid={errors.description !== undefined} ids={{ control: descriptionId, errorText: `${descriptionId}-error` }}>
            <Field.Label>Description</Field.Label>
            <Box width="full">
              <RichTextEditor
                id={descriptionId}
                aria-label="Description"
                aria-describedby={errors.description ? `${descriptionId}-error` : undefined}
                initialHtml={draft.description}
                invalid={errors.description !== undefined}
                onChange={(description) => setDraft((current) => ({ ...current, description }))}
              />
            </Box>
            <Field.ErrorText>{errors.description}</Field.ErrorText>
          </Field.Root>
          {savedImages.length > 0 && (
            <Box>
              <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, sm: 4 }} gap="3" aria-label="Saved images">
                {savedImages.map((image, index) => (
                  <Box as="li" key={image.id} position="relative" borderWidth="1px" borderRadius="md" overflow="hidden">
                    <Image src={image.url} srcSet={image.srcSet || undefined} sizes="10rem" alt={`Image ${index + 1} of the blog`} objectFit="cover" width="full" height="24" />
                    <CloseButton
                      size="2xs"
                      position="absolute"
                      top="1"
                      right="1"
                      bg="bg"
                      aria-label={`Delete image ${index + 1}`}
                      disabled={isDeletingImage}
                      onClick={() => removeSavedImage(image.id)}
                    />
                  </Box>
                ))}
              </SimpleGrid>
            </Box>
          )}
          <BlogImagesField
            label={mode === 'add' ? 'Images' : 'Add Images'}
            files={files}
            error={errors.images}
            onChange={(chosen) => {
              setFiles(chosen);
              setErrors(({ images: _cleared, ...rest }) => rest);
            }}
          />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Field.Root>
              <Field.Label>Meta Title</Field.Label>
              <Input value={draft.metaTitle} onChange={text('metaTitle')} />
            </Field.Root>
            <Field.Root>
              <Field.Label>Meta Keywords</Field.Label>
              <Input value={draft.metaKeywords} onChange={text('metaKeywords')} />
            </Field.Root>
            <Field.Root>
              <Field.Label>Meta Description</Field.Label>
              <Textarea rows={2} value={draft.metaDescription} onChange={text('metaDescription')} />
            </Field.Root>
            <Field.Root>
              <Field.Label>Meta Robots</Field.Label>
              <Input value={draft.metaRobots} onChange={text('metaRobots')} placeholder="index, follow" />
            </Field.Root>
          </SimpleGrid>
          {mode === 'update' && (
            <Checkbox.Root checked={draft.published} onCheckedChange={(details) => setDraft({ ...draft, published: details.checked === true })}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Published</Checkbox.Label>
            </Checkbox.Root>
          )}
        </Stack>
      </Dialog.Body>
      <FormDialogFooter busy={busy} submitLabel={submitLabel} onCancel={onClose} />
    </form>
  );
}
