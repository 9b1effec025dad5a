// The Staff screen's form for a new admin or moderator (issue 31): name, e-mail, phone and role,
// checked here as the server checks them. No password is asked: the person is mailed how to choose
// one (Forgot password on the sign-in page), which the success message says.
import { Dialog, Field, Input, NativeSelect, Stack, Text, type InputProps } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormDialog, FormDialogFooter } from '../../../components/FormDialog.tsx';
import { runWithToasts } from '../../../components/runWithToasts.ts';
import { CONTACT_PATTERN, EMAIL_PATTERN } from '../../../../../common/formPatterns.ts';
import { useCreateStaffAccountMutation, type NewStaffAccount, type StaffRole } from './useCreateStaffAccountMutation.ts';

export const STAFF_NAME_MAX_LENGTH = 100;

/** The SPEC's words for these fields (section 5), as the sign-up form and the server say them. */
export const STAFF_FIELD_MESSAGES = {
  name: 'Please Enter a name',
  email: 'Please Enter a valid email address',
  contact: 'Contact Number must have 10 characters',
} as const;

/** What the admin reads once the account is made: how its holder gets in. */
export function staffCreatedText(email: string): string {
  return `Staff account created. We have e-mailed ${email} how to choose a password (Forgot password on the sign-in page).`;
}

type FieldName = 'name' | 'email' | 'contact';

export function validateStaffAccount(values: NewStaffAccount): Partial<Record<FieldName, string>> {
  const errors: Partial<Record<FieldName, string>> = {};
  if (values.name.trim() === '') errors.name = STAFF_FIELD_MESSAGES.name;
  if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = STAFF_FIELD_MESSAGES.email;
  if (!CONTACT_PATTERN.test(values.contact.trim())) errors.contact = STAFF_FIELD_MESSAGES.contact;
  return errors;
}

export function AddStaffDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [create, isCreating] = useCreateStaffAccountMutation();
  return (
    <FormDialog open={open} title="Add Staff" busy={isCreating} onClose={onClose}>
      <AddStaffForm create={create} busy={isCreating} onClose={onClose} />
    </FormDialog>
  );
}

function AddStaffForm({ create, busy, onClose }: { create: ReturnType<typeof useCreateStaffAccountMutation>[0]; busy: boolean; onClose: () => void }) {
  const [values, setValues] = useState<NewStaffAccount>({ name: '', email: '', contact: '', role: 'moderator' });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const set = (field: keyof NewStaffAccount, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateStaffAccount(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const account = { name: values.name.trim(), email: values.email.trim(), contact: values.contact.trim(), role: values.role };
    const created = await runWithToasts({ progress: 'Creating staff account...', success: staffCreatedText(account.email.toLowerCase()), fallback: 'Failed to create the staff account.' }, () =>
      create(account),
    );
    if (created) onClose();
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Add Staff">
      <Dialog.Body>
        <Stack gap="4">
          <TextField label="Name" value={values.name} maxLength={STAFF_NAME_MAX_LENGTH} autoComplete="off" onChange={(event) => set('name', event.target.value)} error={errors.name} />
          <TextField label="Email" type="email" value={values.email} autoComplete="off" onChange={(event) => set('email', event.target.value)} error={errors.email} />
          <TextField
            label="Contact Number"
            type="tel"
            inputMode="numeric"
            value={values.contact}
            maxLength={10}
            onChange={(event) => set('contact', event.target.value)}
            error={errors.contact}
          />
          <Field.Root>
            <Field.Label>Role</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={values.role} onChange={(event) => set('role', event.target.value as StaffRole)}>
                <option value="moderator">Moderator</option>
                <option value="admin">Admin</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.HelperText>
              {values.role === 'admin' ? 'An admin can do everything, credits, settings and staff included.' : 'A moderator reviews and takes down ads and answers grievances.'}
            </Field.HelperText>
          </Field.Root>
          <Text textStyle="sm" color="fg.muted">
            No password is set here: we e-mail the person how to choose their own.
          </Text>
        </Stack>
      </Dialog.Body>
      <FormDialogFooter busy={busy} submitLabel="Create" onCancel={onClose} />
    </form>
  );
}

function TextField({ label, error, ...input }: InputProps & { label: string; error?: string | undefined }) {
  return (
    <Field.Root invalid={error !== undefined}>
      <Field.Label>{label}</Field.Label>
      <Input {...input} />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
