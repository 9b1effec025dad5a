// The Add Location and Update Location modals: a city's name and its state, and optionally its Hindi name
// (issue 35: Hindi pages show it) and its approximate coordinates (issue 33: an empty city suggests the nearest
// ones). Closes only once saved.
import { Field, Input, SimpleGrid } from '@chakra-ui/react';
import { TextField } from '../../../components/TextField.tsx';
import { ChoiceField } from '../../../components/ChoiceField.tsx';
import { FormDialog, FormDialogForm } from '../../../components/FormDialog.tsx';
import { closeOnSuccess } from '../../../lib/closeOnSuccess.ts';
import { locationFormSchema } from '../../../../../common/forms/catalog.ts';
import { useSchemaForm } from '../../../lib/useSchemaForm.ts';
import type { LocationDraft } from './useAddLocationMutation.ts';

interface LocationDialogProps {
  /** Closed when null; the values the form starts from otherwise. */
  initial: LocationDraft | null;
  title: string;
  submitLabel: string;
  states: readonly { id: string; name: string }[];
  busy: boolean;
  onSave: (location: LocationDraft) => Promise<boolean>;
  onClose: () => void;
}

export function LocationDialog({ initial, title, ...form }: LocationDialogProps) {
  return (
    <FormDialog open={initial !== null} title={title} busy={form.busy} onClose={form.onClose} placement="center">
      {initial && <LocationForm {...form} initial={initial} />}
    </FormDialog>
  );
}

function LocationForm({
  initial,
  submitLabel,
  states,
  busy,
  onSave,
  onClose,
}: Omit<LocationDialogProps, 'initial' | 'title'> & { initial: LocationDraft }) {
  const { register, handleSubmit, formState } = useSchemaForm(locationFormSchema, { defaultValues: initial });
  const { errors } = formState;

  const submit = handleSubmit(closeOnSuccess(busy, onSave, onClose));

  return (
    <FormDialogForm onSubmit={submit} busy={busy} submitLabel={submitLabel} onCancel={onClose}>
      <TextField label="Location Name" {...register('name')} error={errors.name?.message} />
      <TextField
        label="Hindi name (optional, in Devanagari)"
        lang="hi"
        placeholder="मुंबई"
        {...register('hindiName')}
        error={errors.hindiName?.message}
      />
      <ChoiceField
        label="State"
        placeholder="Select State"
        options={states}
        input={register('stateId')}
        error={errors.stateId?.message}
      />
      <Field.Root invalid={errors.latitude !== undefined}>
        <SimpleGrid columns={2} gap="3" width="full">
          <Field.Root invalid={errors.latitude !== undefined}>
            <Field.Label>Latitude (optional)</Field.Label>
            <Input {...register('latitude')} inputMode="decimal" placeholder="19.08" />
          </Field.Root>
          <Field.Root invalid={errors.latitude !== undefined}>
            <Field.Label>Longitude (optional)</Field.Label>
            <Input {...register('longitude')} inputMode="decimal" placeholder="72.88" />
          </Field.Root>
        </SimpleGrid>
        <Field.ErrorText>{errors.latitude?.message}</Field.ErrorText>
      </Field.Root>
    </FormDialogForm>
  );
}
