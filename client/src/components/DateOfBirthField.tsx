// The date of birth (issue 31): the phone's own date picker (a native date input), offering the
// days from 100 years ago to the day one turns 18 in India; the shared rule judges what is sent
// (common/dateOfBirth.ts).
import { Trans, useLingui } from '@lingui/react/macro';
import { Field, Input } from '@chakra-ui/react';
import { FieldErrorText } from './FieldErrorText.tsx';
import type { ChangeEvent } from 'react';
import { dateOfBirthInputBounds } from '../../../common/dateOfBirth.ts';

export interface DateOfBirthFieldProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: string | undefined;
  helperText?: string;
  disabled?: boolean;
}

export function DateOfBirthField({ value, onChange, error, helperText, disabled = false }: DateOfBirthFieldProps) {
  const { t } = useLingui();
  const { min, max } = dateOfBirthInputBounds();
  return (
    <Field.Root invalid={error !== undefined} disabled={disabled}>
      <Field.Label>
        <Trans>Date of birth</Trans>
      </Field.Label>
      <Input type="date" autoComplete="bday" min={min} max={max} value={value} onChange={onChange} />
      {error === undefined ? (
        <Field.HelperText>{helperText ?? t`You must be 18 or over.`}</Field.HelperText>
      ) : (
        <FieldErrorText>{error}</FieldErrorText>
      )}
    </Field.Root>
  );
}
