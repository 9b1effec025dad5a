// The Add Location and Update Location modals: a city's name and its state. Closes only once saved.
import { Dialog, Field, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { FormDialog, FormDialogFooter } from '../../../components/FormDialog.tsx';
import { useState, type FormEvent } from 'react';
import type { LocationDraft } from './useAddLocationMutation.ts';

export const LOCATION_MESSAGES = {
  name: 'Please Enter Location Name',
  state: 'Please Select a State.',
} as const;

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

export function LocationDialog({ initial, title, submitLabel, states, busy, onSave, onClose }: LocationDialogProps) {
  return (
    <FormDialog open={initial !== null} title={title} busy={busy} onClose={onClose} placement="center">
      {initial && <LocationForm initial={initial} submitLabel={submitLabel} states={states} busy={busy} onSave={onSave} onClose={onClose} />}
    </FormDialog>
  );
}

function LocationForm({ initial, submitLabel, states, busy, onSave, onClose }: Omit<LocationDialogProps, 'initial' | 'title'> & { initial: LocationDraft }) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof LocationDraft, string>>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const location = { name: draft.name.trim(), stateId: draft.stateId };
    const found = {
      ...(location.name === '' ? { name: LOCATION_MESSAGES.name } : {}),
      ...(location.stateId === '' ? { stateId: LOCATION_MESSAGES.state } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (await onSave(location)) onClose();
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Dialog.Body>
        <Stack gap="4">
          <Field.Root invalid={errors.name !== undefined}>
            <Field.Label>Location Name</Field.Label>
            <Input value={draft.name} onChange={(event) => setDraft({ ...draft, name: event.target.value })} />
            <Field.ErrorText>{errors.name}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={errors.stateId !== undefined}>
            <Field.Label>State</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={draft.stateId} onChange={(event) => setDraft({ ...draft, stateId: event.target.value })}>
                <option value="" disabled>
                  Select State
                </option>
                {states.map((state) => (
                  <option key={state.id} value={state.id}>
                    {state.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{errors.stateId}</Field.ErrorText>
          </Field.Root>
        </Stack>
      </Dialog.Body>
      <FormDialogFooter busy={busy} submitLabel={submitLabel} onCancel={onClose} />
    </form>
  );
}
