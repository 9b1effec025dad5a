// The blocklist screen's form (issue 31): what to block (phone number, e-mail address or domain), the
// value and the reason. The server normalises and checks the value; its refusal (a bad value, an
// entry already there) shows under the field it concerns.
import { Box, Button, Field, Heading, Input, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { runWithToasts } from '../../../components/runWithToasts.ts';
import { BLOCKLIST_FIELD_LIMITS, blocklistEntryFormSchema } from '../../../../../common/forms/blocklist.ts';
import { showFieldRefusal, useSchemaForm } from '../../../lib/useSchemaForm.ts';
import { BLOCKLIST_HELP, BLOCKLIST_KIND_LABELS, BLOCKLIST_PLACEHOLDERS, BLOCKLIST_TOASTS } from './blocklistTexts.ts';
import { useAddToBlocklistMutation, type AddOutcome } from './useAddToBlocklistMutation.ts';

export function AddBlocklistEntryForm({ connectionId }: { connectionId: string | null }) {
  const [add, isAdding] = useAddToBlocklistMutation();
  const { register, handleSubmit, watch, setError, clearErrors, resetField, formState } = useSchemaForm(
    blocklistEntryFormSchema,
    {
      defaultValues: { kind: 'phone', value: '', reason: '' },
    },
  );
  const { errors } = formState;
  const kind = watch('kind');

  const submit = handleSubmit(async (entry) => {
    if (isAdding) return;
    // the server's refusal also shows under its field
    const refusal: {
      current: Extract<AddOutcome, { kind: 'refused' }> | null;
    } = { current: null };
    const added = await runWithToasts(BLOCKLIST_TOASTS.add, async () => {
      const outcome = await add(entry, connectionId);
      if (outcome.kind === 'refused') refusal.current = outcome;
      return outcome;
    });
    if (refusal.current) showFieldRefusal(setError, ['value', 'reason'], refusal.current, 'value');
    if (added) {
      resetField('value');
      resetField('reason');
    }
  });

  return (
    <Box asChild borderWidth="1px" borderRadius="md" p="4">
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Add to the blocklist">
        <Heading as="h2" size="sm" mb="3">
          Add to the blocklist
        </Heading>
        <Stack gap="3" direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-start' }}>
          <Field.Root maxW={{ md: '48' }}>
            <Field.Label>Block</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field {...register('kind', { onChange: () => clearErrors('value') })}>
                {Object.entries(BLOCKLIST_KIND_LABELS).map(([name, label]) => (
                  <option key={name} value={name}>
                    {label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root invalid={errors.value !== undefined} flex="1">
            <Field.Label>{BLOCKLIST_KIND_LABELS[kind]}</Field.Label>
            <Input
              size="sm"
              maxLength={BLOCKLIST_FIELD_LIMITS.value}
              placeholder={BLOCKLIST_PLACEHOLDERS[kind]}
              type={kind === 'phone' ? 'tel' : 'text'}
              inputMode={kind === 'phone' ? 'tel' : kind === 'email' ? 'email' : 'url'}
              autoComplete="off"
              spellCheck={false}
              {...register('value', { onChange: () => clearErrors('value') })}
            />
            {errors.value ? (
              <Field.ErrorText>{errors.value.message}</Field.ErrorText>
            ) : (
              <Field.HelperText>{BLOCKLIST_HELP[kind]}</Field.HelperText>
            )}
          </Field.Root>
          <Field.Root invalid={errors.reason !== undefined} flex="1">
            <Field.Label>Reason</Field.Label>
            <Textarea
              size="sm"
              rows={2}
              maxLength={BLOCKLIST_FIELD_LIMITS.reason}
              {...register('reason', { onChange: () => clearErrors('reason') })}
            />
            {errors.reason ? (
              <Field.ErrorText>{errors.reason.message}</Field.ErrorText>
            ) : (
              <Field.HelperText>For the desk only; never shown to the person.</Field.HelperText>
            )}
          </Field.Root>
          <Button
            type="submit"
            size="sm"
            colorPalette="red"
            loading={isAdding}
            mt={{ md: '6' }}
            alignSelf={{ base: 'flex-start', md: 'auto' }}
          >
            Add
          </Button>
        </Stack>
      </form>
    </Box>
  );
}
