// The Add and Update SEO page modals. The path is chosen among the SPEC's 9 pages on add (those that
// have a record already are left out) and fixed on update. Title and canonical URL are checked before
// sending; the modal closes only once saved.
import { Dialog, Field, Input, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { FormDialog, FormDialogFooter } from '../../../components/FormDialog.tsx';
import { useState, type FormEvent } from 'react';
import type { SeoPageDraft } from './useAddSeoPageMutation.ts';

/** SPEC section 9's 9 page paths; '/' is home (stored as ''). */
export const SEO_PATHS = ['/', '/about-us', '/call-girls', '/blogs', '/contact-us', '/login', '/register', '/terms-&-conditions', '/privacy-policy'] as const;

export const SEO_TITLE_REQUIRED = 'Please Enter Title';
/** The server's ValidationError text for the same rule, so both sides read alike. */
export const SEO_CANONICAL_URL_INVALID = 'Please enter a valid Canonical URL starting with http:// or https://';

/** Empty, or an absolute http(s) address with a host and no spaces (the server's rule). */
export function isCanonicalUrl(value: string): boolean {
  if (value === '') return true;
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

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

export function SeoPageDialog({ mode, initial, paths, busy, onSave, onClose }: SeoPageDialogProps) {
  const title = mode === 'add' ? 'Add Seo Page' : 'Update Seo Page';
  return (
    <FormDialog open={initial !== null} title={title} busy={busy} onClose={onClose} size="lg" placement="center">
      {initial && <SeoPageForm mode={mode} submitLabel={title} initial={initial} paths={paths} busy={busy} onSave={onSave} onClose={onClose} />}
    </FormDialog>
  );
}

const OPTIONAL_FIELDS: { field: 'keywords' | 'canonicalUrl' | 'robots'; label: string; placeholder?: string }[] = [
  { field: 'keywords', label: 'Keywords' },
  { field: 'canonicalUrl', label: 'Canonical URL', placeholder: 'https://…' },
  { field: 'robots', label: 'Robots', placeholder: 'index, follow' },
];

function SeoPageForm({ mode, submitLabel, initial, paths, busy, onSave, onClose }: Omit<SeoPageDialogProps, 'initial'> & { initial: SeoPageDraft; submitLabel: string }) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<{ path?: string; title?: string; canonicalUrl?: string }>({});
  const change = (field: keyof SeoPageDraft) => (event: { target: { value: string } }) => setDraft({ ...draft, [field]: event.target.value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const seoPage: SeoPageDraft = {
      path: draft.path,
      title: draft.title.trim(),
      description: draft.description.trim(),
      keywords: draft.keywords.trim(),
      canonicalUrl: draft.canonicalUrl.trim(),
      robots: draft.robots.trim(),
    };
    const found = {
      ...(mode === 'add' && seoPage.path === '' ? { path: SEO_TITLE_REQUIRED } : {}),
      ...(seoPage.title === '' ? { title: SEO_TITLE_REQUIRED } : {}),
      ...(isCanonicalUrl(seoPage.canonicalUrl) ? {} : { canonicalUrl: SEO_CANONICAL_URL_INVALID }),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (await onSave(seoPage)) onClose();
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Dialog.Body>
        <Stack gap="4">
          <Field.Root invalid={errors.path !== undefined}>
            <Field.Label>Path</Field.Label>
            {mode === 'add' ? (
              <NativeSelect.Root>
                <NativeSelect.Field value={draft.path} onChange={change('path')}>
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
              <Input value={seoPathLabel(draft.path)} readOnly />
            )}
            <Field.ErrorText>{errors.path}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={errors.title !== undefined}>
            <Field.Label>Title</Field.Label>
            <Input value={draft.title} onChange={change('title')} />
            <Field.ErrorText>{errors.title}</Field.ErrorText>
          </Field.Root>
          <Field.Root>
            <Field.Label>Description</Field.Label>
            <Textarea rows={3} value={draft.description} onChange={change('description')} />
          </Field.Root>
          {OPTIONAL_FIELDS.map(({ field, label, placeholder }) => (
            <Field.Root key={field} invalid={field === 'canonicalUrl' && errors.canonicalUrl !== undefined}>
              <Field.Label>{label}</Field.Label>
              <Input value={draft[field]} placeholder={placeholder} inputMode={field === 'canonicalUrl' ? 'url' : undefined} onChange={change(field)} />
              {field === 'canonicalUrl' && <Field.ErrorText>{errors.canonicalUrl}</Field.ErrorText>}
            </Field.Root>
          ))}
        </Stack>
      </Dialog.Body>
      <FormDialogFooter busy={busy} submitLabel={submitLabel} onCancel={onClose} />
    </form>
  );
}
