// A labelled select of a form (react-hook-form's `input`): a disabled first option that asks for a
// choice ('Select State'), then one option a record. `error` shows under it; `invalid` marks it
// without a message of its own (a field whose message shows elsewhere).
import { Field, NativeSelect } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface ChoiceFieldProps {
  label: string;
  placeholder: string;
  options: readonly { readonly id: string; readonly name: string }[];
  input: UseFormRegisterReturn;
  error?: string | undefined;
  invalid?: boolean;
}

export function ChoiceField({ label, placeholder, options, input, error, invalid }: ChoiceFieldProps) {
  return (
    <Field.Root invalid={invalid ?? error !== undefined}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...input}>
          <option value="" disabled>
            {placeholder}
          </option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {invalid === undefined && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
