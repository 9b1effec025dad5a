// The Add and Update SEO page modals. The path is chosen among the SPEC's 9 pages on add (those that
// have a record already are left out) and fixed on update. Every field is checked before sending with
// the SEO service's schema (common/forms/seo.ts); the modal closes only once saved.
import { Dialog, Field, Input, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { TextField } from '../../../components/TextField.tsx';
import { FormDialog, FormDialogFooter } from '../../../components/FormDialog.tsx';
import { useMemo } from 'react';
import { SEO_PATHS, seoPageFormSchema } from '../../../../../common/forms/seo.ts';
import { useSchemaForm } from '../../../lib/useSchemaForm.ts';
import type { SeoPageDraft } from './useAddSeoPageMutation.ts';

export { SEO_PATHS };

/** How the admin table and the path choice name a path: 'home' for the empty one. */
export function seoPathLabel(path: string): string {
  return path === '' || path === '/' ? 'home' : path;
}

interface SeoPageDialogProps {
  mode: 'add' | 'update';
  /** Closed when null; the values the form starts from otherwise. */
  initial: SeoPageDraft | null;
  /** On add, the paths that can still get a record. */
  paths: readonly string[];
  busy: boolean;
  onSave: (seoPage: SeoPageDraft) => Promise<boolean>;
  onClose: () => void;
}

export function SeoPageDialog({ initial, ...form }: SeoPageDialogProps) {
  const title = form.mode === 'add' ? 'Add Seo Page' : 'Update Seo Page';
  return (
    <FormDialog
      open={initial !== null}
      title={title}
      busy={form.busy}
      onClose={form.onClose}
      size="lg"
      placement="center"
    >
      {initial && <SeoPageForm {...form} submitLabel={title} initial={initial} />}
    </FormDialog>
  );
}

const OPTIONAL_FIELDS: { field: 'keywords' | 'canonicalUrl' | 'robots'; label: string; placeholder?: string }[] = [
  { field: 'keywords', label: 'Keywords' },
  { field: 'canonicalUrl', label: 'Canonical URL', placeholder: 'https://…' },
  { field: 'robots', label: 'Robots', placeholder: 'index, follow' },
];

function SeoPageForm({
  mode,
  submitLabel,
  initial,
  paths,
  busy,
  onSave,
  onClose,
}: Omit<SeoPageDialogProps, 'initial'> & { initial: SeoPageDraft; submitLabel: string }) {
  // on add a path must be chosen; on update it is the record's, shown read-only
  const schema = useMemo(() => seoPageFormSchema(mode === 'add'), [mode]);
  const { register, handleSubmit, formState } = useSchemaForm(schema, { defaultValues: initial });
  const { errors } = formState;

  const submit = handleSubmit(async (seoPage) => {
    if (busy) return;
    if (await onSave(seoPage)) onClose();
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Dialog.Body>
        <Stack gap="4">
          <Field.Root invalid={errors.path !== undefined}>
            <Field.Label>Path</Field.Label>
            {mode === 'add' ? (
              <NativeSelect.Root>
                <NativeSelect.Field {...register('path')}>
                  <option value="" disabled>
                    Select Path
                  </option>
                  {paths.map((path) => (
                    <option key={path} value={path}>
                      {seoPathLabel(path)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            ) : (
              <Input value={seoPathLabel(initial.path)} readOnly />
            )}
            <Field.ErrorText>{errors.path?.message}</Field.ErrorText>
          </Field.Root>
          <TextField label="Title" {...register('title')} error={errors.title?.message} />
          <Field.Root invalid={errors.description !== undefined}>
            <Field.Label>Description</Field.Label>
            <Textarea rows={3} {...register('description')} />
            <Field.ErrorText>{errors.description?.message}</Field.ErrorText>
          </Field.Root>
          {OPTIONAL_FIELDS.map(({ field, label, placeholder }) => (
            <Field.Root key={field} invalid={errors[field] !== undefined}>
              <Field.Label>{label}</Field.Label>
              <Input
                placeholder={placeholder}
                inputMode={field === 'canonicalUrl' ? 'url' : undefined}
                {...register(field)}
              />
              <Field.ErrorText>{errors[field]?.message}</Field.ErrorText>
            </Field.Root>
          ))}
        </Stack>
      </Dialog.Body>
      <FormDialogFooter busy={busy} submitLabel={submitLabel} onCancel={onClose} />
    </form>
  );
}
