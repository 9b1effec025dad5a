// The blocklist screen's form (issue 31): what to block (phone number, e-mail address or domain), the
// value and the reason. The server normalises and checks the value; its refusal (a bad value, an
// entry already there) shows under the field it concerns.
import { Box, Button, Field, Heading, Input, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { runWithToasts } from '../../../components/runWithToasts.ts';
import {
  BLOCKLIST_FORM_MESSAGES,
  BLOCKLIST_HELP,
  BLOCKLIST_KIND_LABELS,
  BLOCKLIST_PLACEHOLDERS,
  BLOCKLIST_REASON_MAX_LENGTH,
  BLOCKLIST_TOASTS,
  BLOCKLIST_VALUE_MAX_LENGTH,
  type BlocklistKindName,
} from './blocklistTexts.ts';
import { useAddToBlocklistMutation, type AddOutcome } from './useAddToBlocklistMutation.ts';

type Errors = Partial<Record<'value' | 'reason', string>>;

export function AddBlocklistEntryForm({ connectionId }: { connectionId: string | null }) {
  const [add, isAdding] = useAddToBlocklistMutation();
  const [kind, setKind] = useState<BlocklistKindName>('phone');
  const [value, setValue] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isAdding) return;
    const found: Errors = {};
    if (value.trim() === '') found.value = BLOCKLIST_FORM_MESSAGES.value;
    if (reason.trim() === '') found.reason = BLOCKLIST_FORM_MESSAGES.reason;
    setErrors(found);
    if (found.value || found.reason) return;
    // the server's refusal also shows under its field
    const refusal: {
      current: Extract<AddOutcome, { kind: 'refused' }> | null;
    } = { current: null };
    const added = await runWithToasts(BLOCKLIST_TOASTS.add, async () => {
      const outcome = await add({ kind, value: value.trim(), reason: reason.trim() }, connectionId);
      if (outcome.kind === 'refused') refusal.current = outcome;
      return outcome;
    });
    if (refusal.current)
      setErrors({
        [refusal.current.field === 'reason' ? 'reason' : 'value']: refusal.current.message,
      });
    if (added) {
      setValue('');
      setReason('');
    }
  };

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
              <NativeSelect.Field
                value={kind}
                onChange={(event) => {
                  setKind(event.target.value as BlocklistKindName);
                  setErrors((current) => ({ ...current, value: undefined }));
                }}
              >
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
              value={value}
              maxLength={BLOCKLIST_VALUE_MAX_LENGTH}
              placeholder={BLOCKLIST_PLACEHOLDERS[kind]}
              type={kind === 'phone' ? 'tel' : 'text'}
              inputMode={kind === 'phone' ? 'tel' : kind === 'email' ? 'email' : 'url'}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => {
                setValue(event.target.value);
                setErrors((current) => ({ ...current, value: undefined }));
              }}
            />
            {errors.value ? <Field.ErrorText>{errors.value}</Field.ErrorText> : <Field.HelperText>{BLOCKLIST_HELP[kind]}</Field.HelperText>}
          </Field.Root>
          <Field.Root invalid={errors.reason !== undefined} flex="1">
            <Field.Label>Reason</Field.Label>
            <Textarea
              size="sm"
              rows={2}
              value={reason}
              maxLength={BLOCKLIST_REASON_MAX_LENGTH}
              onChange={(event) => {
                setReason(event.target.value);
                setErrors((current) => ({ ...current, reason: undefined }));
              }}
            />
            {errors.reason ? (
              <Field.ErrorText>{errors.reason}</Field.ErrorText>
            ) : (
              <Field.HelperText>For the desk only; never shown to the person.</Field.HelperText>
            )}
          </Field.Root>
          <Button type="submit" size="sm" colorPalette="red" loading={isAdding} mt={{ md: '6' }} alignSelf={{ base: 'flex-start', md: 'auto' }}>
            Add
          </Button>
        </Stack>
      </form>
    </Box>
  );
}
