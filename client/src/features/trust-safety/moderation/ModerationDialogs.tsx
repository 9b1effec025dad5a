// The moderators' two forms: taking an ad down (the reason its advertiser reads, and which of its
// photos to block for good) and removing one photo (the reason for the audit log, and whether to
// block it). Each closes once its action succeeded.
import { Checkbox, Dialog, Field, Image, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormDialog, FormDialogFooter } from '../../../components/FormDialog.tsx';

export const TAKEDOWN_REASON_MAX = 500;
export const TAKEDOWN_REASON_REQUIRED = 'Please give the reason the advertiser will see.';
export const IMAGE_REASON_REQUIRED = 'Please give the reason for removing this photo.';
const BLOCK_HELP = 'A blocked photo is removed everywhere on the site and refused if anyone uploads it again.';

interface Photo {
  id: string;
  url: string;
}

interface ReasonFieldProps {
  label: string;
  helper: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}

function ReasonField({ label, helper, value, error, onChange }: ReasonFieldProps) {
  return (
    <Field.Root invalid={error !== null} required>
      <Field.Label>{label}</Field.Label>
      <Textarea value={value} onChange={(event) => onChange(event.target.value)} maxLength={TAKEDOWN_REASON_MAX} rows={3} />
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>{helper}</Field.HelperText>}
    </Field.Root>
  );
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
      {adName !== null && <TakeDownAdForm adName={adName} photos={photos} busy={busy} onConfirm={onConfirm} onClose={onClose} />}
    </FormDialog>
  );
}

function TakeDownAdForm({ adName, photos, busy, onConfirm, onClose }: Omit<TakeDownAdDialogProps, 'adName'> & { adName: string }) {
  const [reason, setReason] = useState('');
  const [blocked, setBlocked] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!reason.trim()) return setError(TAKEDOWN_REASON_REQUIRED);
    if (await onConfirm(reason.trim(), photos.filter((photo) => blocked.has(photo.id)).map((photo) => photo.id))) onClose();
  };
  const toggle = (id: string, checked: boolean) => {
    const next = new Set(blocked);
    if (checked) next.add(id);
    else next.delete(id);
    setBlocked(next);
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Dialog.Body>
        <Stack gap="4">
          <Text fontWeight="medium">{adName}</Text>
          <ReasonField
            label="Reason"
            helper="Shown to the advertiser in My ads."
            value={reason}
            error={error}
            onChange={(value) => {
              setReason(value);
              setError(null);
            }}
          />
          {photos.length > 0 && (
            <Stack gap="2">
              <Text textStyle="sm" fontWeight="medium">
                Block photos
              </Text>
              <Text textStyle="xs" color="fg.muted">
                {BLOCK_HELP}
              </Text>
              {photos.map((photo, index) => (
                <Checkbox.Root key={photo.id} checked={blocked.has(photo.id)} onCheckedChange={(details) => toggle(photo.id, details.checked === true)}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label display="flex" alignItems="center" gap="2">
                    <Image src={photo.url} alt="" width="10" height="10" objectFit="cover" borderRadius="sm" />
                    Block photo {index + 1}
                  </Checkbox.Label>
                </Checkbox.Root>
              ))}
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

function RemovePhotoForm({ photo, busy, onConfirm, onClose }: Omit<RemovePhotoDialogProps, 'photo'> & { photo: Photo & { label: string } }) {
  const [reason, setReason] = useState('');
  const [block, setBlock] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!reason.trim()) return setError(IMAGE_REASON_REQUIRED);
    if (await onConfirm(reason.trim(), block)) onClose();
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Dialog.Body>
        <Stack gap="4">
          <Image src={photo.url} alt={photo.label} maxHeight="40" objectFit="contain" borderRadius="md" />
          <ReasonField
            label="Reason"
            helper="Kept in the audit log."
            value={reason}
            error={error}
            onChange={(value) => {
              setReason(value);
              setError(null);
            }}
          />
          <Checkbox.Root checked={block} onCheckedChange={(details) => setBlock(details.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Block this photo</Checkbox.Label>
          </Checkbox.Root>
          <Text textStyle="xs" color="fg.muted">
            {BLOCK_HELP}
          </Text>
        </Stack>
      </Dialog.Body>
      <FormDialogFooter busy={busy} submitLabel="Remove" onCancel={onClose} danger />
    </form>
  );
}
