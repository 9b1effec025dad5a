// The date of birth (issue 31): the phone's own date picker (a native date input), offering the
// days from 100 years ago to the day one turns 18 in India; the shared rule judges what is sent
// (common/dateOfBirth.ts).
import { Field, Input } from '@chakra-ui/react';
import type { ChangeEvent } from 'react';
import { dateOfBirthInputBounds } from '../../../common/dateOfBirth.ts';

export interface DateOfBirthFieldProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: string | undefined;
  helperText?: string;
  disabled?: boolean;
}

export function DateOfBirthField({
  value,
  onChange,
  error,
  helperText = 'You must be 18 or over.',
  disabled = false,
}: DateOfBirthFieldProps) {
  const { min, max } = dateOfBirthInputBounds();
  return (
    <Field.Root invalid={error !== undefined} disabled={disabled}>
      <Field.Label>Date of birth</Field.Label>
      <Input type="date" autoComplete="bday" min={min} max={max} value={value} onChange={onChange} />
      {error === undefined ? (
        <Field.HelperText>{helperText}</Field.HelperText>
      ) : (
        <Field.ErrorText>{error}</Field.ErrorText>
      )}
    </Field.Root>
  );
}
