// The states' Hindi names (issue 35): a state is chosen, its Hindi name typed (or cleared) and saved. The
// states themselves are India's and are not added or renamed here.
import * as z from 'zod/mini';
import { FormChoiceField, FormTextField } from '../../../components/forms/FormFields.tsx';
import { FormDialog, FormDialogForm } from '../../../components/FormDialog.tsx';
import { closeOnSuccess } from '../../../lib/closeOnSuccess.ts';
import { runWithToasts } from '../../../components/runWithToasts.ts';
import { CATALOG_FIELD_MESSAGES, hindiNameSchema } from '../../../../../common/forms/catalog.ts';
import { useSchemaForm } from '../../../lib/useSchemaForm.ts';
import { useUpdateStateMutation } from './useUpdateStateMutation.ts';

const stateNameFormSchema = z.object({
  stateId: z.string().check(z.minLength(1, CATALOG_FIELD_MESSAGES.state)),
  hindiName: hindiNameSchema,
});

interface State {
  id: string;
  name: string;
  hindiName?: string | null;
}

export function StateNamesDialog({
  open,
  states,
  onClose,
}: {
  open: boolean;
  states: readonly State[];
  onClose: () => void;
}) {
  const [updateState, isUpdating] = useUpdateStateMutation();
  return (
    <FormDialog open={open} title="State names in Hindi" busy={isUpdating} onClose={onClose} placement="center">
      {open && (
        <StateNameForm
          states={states}
          busy={isUpdating}
          onSave={(stateId, hindiName) =>
            runWithToasts(
              {
                progress: 'Saving the Hindi name...',
                success: 'Hindi name saved!',
                fallback: 'Failed to save the Hindi name',
              },
              () => updateState(stateId, hindiName),
            )
          }
          onClose={onClose}
        />
      )}
    </FormDialog>
  );
}

function StateNameForm({
  states,
  busy,
  onSave,
  onClose,
}: {
  states: readonly State[];
  busy: boolean;
  onSave: (stateId: string, hindiName: string | null) => Promise<boolean>;
  onClose: () => void;
}) {
  const form = useSchemaForm(stateNameFormSchema, { defaultValues: { stateId: '', hindiName: '' } });
  const { handleSubmit, setValue } = form;
  const submit = handleSubmit(closeOnSuccess(busy, ({ stateId, hindiName }) => onSave(stateId, hindiName), onClose));
  return (
    <FormDialogForm onSubmit={submit} busy={busy} submitLabel="Save" onCancel={onClose}>
      <FormChoiceField
        form={form}
        name="stateId"
        // choosing a state shows its Hindi name as it is now, to change or clear
        registerOptions={{
          onChange: (event: { target: { value: string } }) =>
            setValue('hindiName', states.find((state) => state.id === event.target.value)?.hindiName ?? ''),
        }}
        label="State"
        placeholder="Select State"
        options={states}
      />
      <FormTextField
        form={form}
        name="hindiName"
        label="Hindi name (empty clears it)"
        lang="hi"
        placeholder="महाराष्ट्र"
      />
    </FormDialogForm>
  );
}
