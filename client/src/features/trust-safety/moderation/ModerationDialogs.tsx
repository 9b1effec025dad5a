// The moderators' two forms: taking an ad down (the reason its advertiser reads, and which of its
// photos to block for good) and removing one photo (the reason for the audit log, and whether to
// block it). Each closes once its action succeeded.
import { Checkbox, Image, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import * as z from 'zod/mini';
import { FormDialog, FormDialogForm } from '../../../components/FormDialog.tsx';
import { DECISION_REASON_MESSAGES, decisionReasonSchema } from '../../../../../common/forms/moderation.ts';
import { useSchemaForm } from '../../../lib/useSchemaForm.ts';
import { closeOnSuccess } from '../../../lib/closeOnSuccess.ts';
import { CheckboxField } from '../../../components/CheckboxField.tsx';
import { ReasonField } from '../../../components/ReasonField.tsx';

export const TAKEDOWN_REASON_REQUIRED = DECISION_REASON_MESSAGES.advertiser;
export const IMAGE_REASON_REQUIRED = DECISION_REASON_MESSAGES.photo;

const takeDownAdSchema = z.object({
  reason: decisionReasonSchema(TAKEDOWN_REASON_REQUIRED),
  blockImageIds: z.array(z.string()),
});
const removePhotoSchema = reasonAndOptionSchema(IMAGE_REASON_REQUIRED);
const BLOCK_HELP = 'A blocked photo is removed everywhere on the site and refused if anyone uploads it again.';

interface Photo {
  id: string;
  url: string;
}

export interface TakeDownAdDialogProps {
  /** The ad's name, or null when closed. */
  adName: string | null;
  photos: readonly Photo[];
  busy: boolean;
  onConfirm: (reason: string, blockImageIds: string[]) => Promise<boolean>;
  onClose: () => void;
}

export function TakeDownAdDialog({ adName, photos, busy, onConfirm, onClose }: TakeDownAdDialogProps) {
  return (
    <FormDialog open={adName !== null} title="Take Down Ad" busy={busy} onClose={onClose}>
      {adName !== null && (
        <TakeDownAdForm adName={adName} photos={photos} busy={busy} onConfirm={onConfirm} onClose={onClose} />
      )}
    </FormDialog>
  );
}

function TakeDownAdForm({
  adName,
  photos,
  busy,
  onConfirm,
  onClose,
}: Omit<TakeDownAdDialogProps, 'adName'> & { adName: string }) {
  const form = useSchemaForm(takeDownAdSchema, { defaultValues: { reason: '', blockImageIds: [] } });
  const { handleSubmit, control } = form;
  const submit = handleSubmit(
    closeOnSuccess(
      busy,
      // in the order the photos show
      ({ reason, blockImageIds }) =>
        onConfirm(
          reason,
          photos.filter((photo) => blockImageIds.includes(photo.id)).map((photo) => photo.id),
        ),
      onClose,
    ),
  );
  return (
    <FormDialogForm onSubmit={submit} busy={busy} submitLabel="Take Down" onCancel={onClose} danger>
      <Text fontWeight="medium">{adName}</Text>
      <ReasonField form={form} helper="Shown to the advertiser in My ads." required />
      {photos.length > 0 && (
        <Stack gap="2">
          <Text textStyle="sm" fontWeight="medium">
            Block photos
          </Text>
          <Text textStyle="xs" color="fg.muted">
            {BLOCK_HELP}
          </Text>
          <Controller
            control={control}
            name="blockImageIds"
            render={({ field }) => (
              <>
                {photos.map((photo, index) => (
                  <Checkbox.Root
                    key={photo.id}
                    checked={field.value.includes(photo.id)}
                    onCheckedChange={(details) =>
                      field.onChange(
                        details.checked === true
                          ? [...field.value, photo.id]
                          : field.value.filter((id) => id !== photo.id),
                      )
                    }
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label display="flex" alignItems="center" gap="2">
                      <Image src={photo.url} alt="" width="10" height="10" objectFit="cover" borderRadius="sm" />
                      Block photo {index + 1}
                    </Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </>
            )}
          />
        </Stack>
      )}
    </FormDialogForm>
  );
}

/** What the page gives a decision with a reason and one yes/no option: its action's state, the action, closing. */
export interface ReasonAndOptionDecision {
  busy: boolean;
  /** Answers whether the action succeeded. */
  onConfirm: (reason: string, option: boolean) => Promise<boolean>;
  onClose: () => void;
}

/** The option: block the photo. */
export interface RemovePhotoDialogProps extends ReasonAndOptionDecision {
  /** The photo to remove, or null when closed. */
  photo: (Photo & { label: string }) | null;
}

export function RemovePhotoDialog({ photo, ...decision }: RemovePhotoDialogProps) {
  return (
    <ReasonAndOptionDialog
      open={photo !== null}
      title="Remove Photo"
      size="sm"
      schema={removePhotoSchema}
      subject={
        photo && <Image src={photo.url} alt={photo.label} maxHeight="40" objectFit="contain" borderRadius="md" />
      }
      reasonHelper="Kept in the audit log."
      optionLabel="Block this photo"
      optionHelper={BLOCK_HELP}
      submitLabel="Remove"
      {...decision}
    />
  );
}

/** The schema of a decision's reason, with its message when missing, and one yes/no option. */
export function reasonAndOptionSchema(reasonRequired: string) {
  return z.object({ reason: decisionReasonSchema(reasonRequired), option: z.boolean() });
}

interface ReasonAndOptionDialogProps extends ReasonAndOptionDecision {
  open: boolean;
  title: string;
  size?: 'sm';
  schema: ReturnType<typeof reasonAndOptionSchema>;
  /** What the decision is about, shown over the reason. */
  subject: ReactNode;
  reasonHelper: string;
  optionLabel: string;
  optionHelper: string;
  submitLabel: string;
}

/** A desk decision asking its reason and one yes/no option (removing a photo, refusing a held ad). */
export function ReasonAndOptionDialog({ open, title, size, ...form }: ReasonAndOptionDialogProps) {
  return (
    <FormDialog open={open} title={title} busy={form.busy} onClose={form.onClose} size={size}>
      <ReasonAndOptionForm {...form} />
    </FormDialog>
  );
}

function ReasonAndOptionForm({
  schema,
  subject,
  reasonHelper,
  optionLabel,
  optionHelper,
  submitLabel,
  busy,
  onConfirm,
  onClose,
}: Omit<ReasonAndOptionDialogProps, 'open' | 'title' | 'size'>) {
  const form = useSchemaForm(schema, { defaultValues: { reason: '', option: false } });
  const submit = form.handleSubmit(closeOnSuccess(busy, ({ reason, option }) => onConfirm(reason, option), onClose));
  return (
    <FormDialogForm onSubmit={submit} busy={busy} submitLabel={submitLabel} onCancel={onClose} danger>
      {subject}
      <ReasonField form={form} helper={reasonHelper} required />
      <CheckboxField control={form.control} name="option" label={optionLabel} helper={optionHelper} />
    </FormDialogForm>
  );
}
