// The Staff screen's form for a new admin or moderator (issue 31): name, e-mail, phone and role,
// checked here as the server checks them. No password is asked: the person is mailed how to choose
// one (Forgot password on the sign-in page), which the success message says.
import { Dialog, Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { FormDialog, FormDialogFooter } from '../../../components/FormDialog.tsx';
import { runWithToasts } from '../../../components/runWithToasts.ts';
import { TextField } from '../../../components/TextField.tsx';
import { STAFF_NAME_MAX, staffAccountSchema } from '../../../../../common/forms/staff.ts';
import { useSchemaForm } from '../../../lib/useSchemaForm.ts';
import { useCreateStaffAccountMutation } from './useCreateStaffAccountMutation.ts';

/** What the admin reads once the account is made: how its holder gets in. */
export function staffCreatedText(email: string): string {
  return `Staff account created. We have e-mailed ${email} how to choose a password (Forgot password on the sign-in page).`;
}

export function AddStaffDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [create, isCreating] = useCreateStaffAccountMutation();
  return (
    <FormDialog open={open} title="Add Staff" busy={isCreating} onClose={onClose}>
      <AddStaffForm create={create} busy={isCreating} onClose={onClose} />
    </FormDialog>
  );
}

function AddStaffForm({
  create,
  busy,
  onClose,
}: {
  create: ReturnType<typeof useCreateStaffAccountMutation>[0];
  busy: boolean;
  onClose: () => void;
}) {
  const { register, handleSubmit, watch, clearErrors, formState } = useSchemaForm(staffAccountSchema, {
    defaultValues: { name: '', email: '', contact: '', role: 'moderator' },
  });
  const { errors } = formState;
  // an error goes when its field is edited
  const field = (name: 'name' | 'email' | 'contact') => register(name, { onChange: () => clearErrors(name) });

  const submit = handleSubmit(async (account) => {
    if (busy) return;
    // the schema answers the address lower-cased, as the server keeps it
    const created = await runWithToasts(
      {
        progress: 'Creating staff account...',
        success: staffCreatedText(account.email),
        fallback: 'Failed to create the staff account.',
      },
      () => create(account),
    );
    if (created) onClose();
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Add Staff">
      <Dialog.Body>
        <Stack gap="4">
          <TextField
            label="Name"
            maxLength={STAFF_NAME_MAX}
            autoComplete="off"
            error={errors.name?.message}
            {...field('name')}
          />
          <TextField label="Email" type="email" autoComplete="off" error={errors.email?.message} {...field('email')} />
          <TextField
            label="Contact Number"
            type="tel"
            inputMode="numeric"
            maxLength={10}
            error={errors.contact?.message}
            {...field('contact')}
          />
          <Field.Root>
            <Field.Label>Role</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('role')}>
                <option value="moderator">Moderator</option>
                <option value="admin">Admin</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.HelperText>
              {watch('role') === 'admin'
                ? 'An admin can do everything, credits, settings and staff included.'
                : 'A moderator reviews and takes down ads and answers grievances.'}
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
