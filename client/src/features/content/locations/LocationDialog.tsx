// The Add Location and Update Location modals: a city's name and its state, and optionally its Hindi name
// (issue 35: Hindi pages show it) and its approximate coordinates (issue 33: an empty city suggests the nearest
// ones). Closes only once saved.
import { Field, Input, SimpleGrid } from '@chakra-ui/react';
import { FormChoiceField, FormTextField } from '../../../components/forms/FormFields.tsx';
import { FormDialogForm } from '../../../components/FormDialog.tsx';
import { ItemFormDialog, type EditingItem } from '../../../components/forms/ItemFormDialog.tsx';
import { closeOnSuccess } from '../../../lib/closeOnSuccess.ts';
import { locationFormSchema } from '../../../../../common/forms/catalog.ts';
import { useSchemaForm } from '../../../lib/useSchemaForm.ts';
import type { LocationDraft } from './useAddLocationMutation.ts';

/** A location being updated: its id, and the values its form starts from. */
export interface EditedLocation {
  id: string;
  draft: LocationDraft;
}

const NEW_LOCATION: LocationDraft = { name: '', hindiName: '', stateId: '', latitude: '', longitude: '' };

interface LocationDialogProps {
  editing: EditingItem<EditedLocation>;
  states: readonly { id: string; name: string }[];
  busy: boolean;
  onSave: (location: LocationDraft) => Promise<boolean>;
  onClose: () => void;
}

export function LocationDialog({ editing, ...form }: LocationDialogProps) {
  return (
    <ItemFormDialog
      editing={editing}
      addTitle="Add Location"
      editTitle="Update Location"
      busy={form.busy}
      onClose={form.onClose}
    >
      {(location) => (
        <LocationForm
          {...form}
          initial={location?.draft ?? NEW_LOCATION}
          submitLabel={location ? 'Update Location' : 'Add Location'}
        />
      )}
    </ItemFormDialog>
  );
}

function LocationForm({
  initial,
  submitLabel,
  states,
  busy,
  onSave,
  onClose,
}: Omit<LocationDialogProps, 'editing'> & { initial: LocationDraft; submitLabel: string }) {
  const form = useSchemaForm(locationFormSchema, { defaultValues: initial });
  const { register, handleSubmit, formState } = form;
  const { errors } = formState;

  const submit = handleSubmit(closeOnSuccess(busy, onSave, onClose));

  return (
    <FormDialogForm onSubmit={submit} busy={busy} submitLabel={submitLabel} onCancel={onClose}>
      <FormTextField form={form} name="name" label="Location Name" />
      <FormTextField
        form={form}
        name="hindiName"
        label="Hindi name (optional, in Devanagari)"
        lang="hi"
        placeholder="मुंबई"
      />
      <FormChoiceField form={form} name="stateId" label="State" placeholder="Select State" options={states} />
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
