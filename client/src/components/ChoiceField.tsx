// A labelled select of a form (react-hook-form's `input`): a disabled first option that asks for a
// choice ('Select State'), then one option a record. `error` shows under it; `invalid` marks it
// without a message of its own (a field whose message shows elsewhere). The options may also be a
// value -> label record (the report's reasons, the grievance's categories).
import { Field, NativeSelect } from '@chakra-ui/react';
import { FieldErrorText } from './FieldErrorText.tsx';
import type { UseFormRegisterReturn } from 'react-hook-form';

export interface ChoiceFieldProps {
  label: string;
  placeholder: string;
  options: readonly { readonly id: string; readonly name: string }[] | Readonly<Record<string, string>>;
  input: UseFormRegisterReturn;
  error?: string | undefined;
  invalid?: boolean;
  required?: boolean;
  /** the first option can be chosen again (the form's check refuses it); by default it cannot */
  placeholderChoosable?: boolean;
}

export function ChoiceField({
  label,
  placeholder,
  options,
  input,
  error,
  invalid,
  required,
  placeholderChoosable = false,
}: ChoiceFieldProps) {
  const list = Array.isArray(options) ? options : Object.entries(options).map(([id, name]) => ({ id, name }));
  return (
    <Field.Root invalid={invalid ?? error !== undefined} required={required}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...input}>
          <option value="" disabled={!placeholderChoosable}>
            {placeholder}
          </option>
          {list.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {invalid === undefined && <FieldErrorText>{error}</FieldErrorText>}
    </Field.Root>
  );
}
