// A labelled input with its validation message underneath (the forms' one text field shape).
import { Field, Input, type InputProps } from '@chakra-ui/react';
import { FieldErrorText } from './FieldErrorText.tsx';

export interface TextFieldProps extends InputProps {
  label: string;
  /** The SPEC section 5 message to show, or undefined when the value is fine. */
  error?: string | undefined;
  /** Marks it without a message of its own (an entry whose one message shows elsewhere). */
  invalid?: boolean;
}

export function TextField({ label, error, invalid, ...input }: TextFieldProps) {
  return (
    <Field.Root invalid={invalid ?? error !== undefined}>
      <Field.Label>{label}</Field.Label>
      <Input {...input} />
      {invalid === undefined && <FieldErrorText>{error}</FieldErrorText>}
    </Field.Root>
  );
}
