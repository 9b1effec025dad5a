// The moderators' two forms: taking an ad down (the reason its advertiser reads, and which of its
// photos to block for good) and removing one photo (the reason for the audit log, and whether to
// block it). Each closes once its action succeeded.
import { Checkbox, Dialog, Image, Stack, Text } from '@chakra-ui/react';
import { Controller } from 'react-hook-form';
import * as z from 'zod/mini';
import { FormDialog, FormDialogFooter } from '../../../components/FormDialog.tsx';
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
const removePhotoSchema = z.object({ reason: decisionReasonSchema(IMAGE_REASON_REQUIRED), block: z.boolean() });
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
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Dialog.Body>
        <Stack gap="4">
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
        </Stack>
      </Dialog.Body>
      <FormDialogFooter busy={busy} submitLabel="Take Down" onCancel={onClose} danger />
    </form>
  );
}

export interface RemovePhotoDialogProps {
  /** The photo to remove, or null when closed. */
  photo: (Photo & { label: string }) | null;
  busy: boolean;
  onConfirm: (reason: string, block: boolean) => Promise<boolean>;
  onClose: () => void;
}

export function RemovePhotoDialog({ photo, busy, onConfirm, onClose }: RemovePhotoDialogProps) {
  return (
    <FormDialog open={photo !== null} title="Remove Photo" busy={busy} onClose={onClose} size="sm">
      {photo !== null && <RemovePhotoForm photo={photo} busy={busy} onConfirm={onConfirm} onClose={onClose} />}
    </FormDialog>
  );
}

function RemovePhotoForm({
  photo,
  busy,
  onConfirm,
  onClose,
}: Omit<RemovePhotoDialogProps, 'photo'> & { photo: Photo & { label: string } }) {
  const form = useSchemaForm(removePhotoSchema, { defaultValues: { reason: '', block: false } });
  const { handleSubmit, control } = form;
  const submit = handleSubmit(closeOnSuccess(busy, ({ reason, block }) => onConfirm(reason, block), onClose));
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Dialog.Body>
        <Stack gap="4">
          <Image src={photo.url} alt={photo.label} maxHeight="40" objectFit="contain" borderRadius="md" />
          <ReasonField form={form} helper="Kept in the audit log." required />
          <CheckboxField control={control} name="block" label="Block this photo" helper={BLOCK_HELP} />
        </Stack>
      </Dialog.Body>
      <FormDialogFooter busy={busy} submitLabel="Remove" onCancel={onClose} danger />
    </form>
  );
}
