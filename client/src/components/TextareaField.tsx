// A labelled textarea with its validation message underneath, or else its hint: the one shape of the
// dashboards' free-text reasons (a take-down, a refusal, a credit adjustment, a correction) and of an
// ad's longer texts.
import { Field, Textarea, type TextareaProps } from '@chakra-ui/react';
import { FieldErrorText } from './FieldErrorText.tsx';

export interface TextareaFieldProps extends Omit<TextareaProps, 'required'> {
  label: string;
  /** What the field is for, shown while there is no error. */
  helper?: string;
  /** The message to show, or undefined when the value is fine. */
  error: string | undefined;
  required?: boolean;
}

export function TextareaField({ label, helper, error, required, rows = 3, ...textarea }: TextareaFieldProps) {
  return (
    <Field.Root invalid={error !== undefined} required={required}>
      <Field.Label>{label}</Field.Label>
      <Textarea rows={rows} {...textarea} />
      {error ? (
        <FieldErrorText>{error}</FieldErrorText>
      ) : (
        helper !== undefined && <Field.HelperText>{helper}</Field.HelperText>
      )}
    </Field.Root>
  );
}
