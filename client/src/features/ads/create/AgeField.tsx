// The age of the person in the ad (issue 31), the same on the create-ad and edit-ad forms: a whole
// number from 18 to 99, typed as digits (a phone's Hindi keyboard gives the same age), checked with
// the quick summaries by the shared rule (common/age.ts) before anything is sent.
import { Trans, useLingui } from '@lingui/react/macro';
import { Field, Input } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { MAX_AD_AGE, MIN_AD_AGE } from '../../../../../common/ageLimits.ts';
import { FieldErrorText } from '../../../components/FieldErrorText.tsx';

export function AgeField({
  input,
  error,
  helper,
}: {
  input: UseFormRegisterReturn<'age'>;
  error: string | undefined;
  helper?: string | undefined;
}) {
  const { t } = useLingui();
  // the limits as the message names them
  const minAge = MIN_AD_AGE;
  const maxAge = MAX_AD_AGE;
  return (
    <Field.Root invalid={error !== undefined} maxW={{ sm: '16rem' }}>
      <Field.Label>
        <Trans>Age</Trans>
      </Field.Label>
      {/* text with a numeric keypad, not type="number": Devanagari and full-width digits reach the rule, which reads them */}
      <Input type="text" inputMode="numeric" autoComplete="off" maxLength={20} {...input} />
      <Field.HelperText>{helper ?? t`The age of the person in the ad: ${minAge} to ${maxAge}.`}</Field.HelperText>
      <FieldErrorText>{error}</FieldErrorText>
    </Field.Root>
  );
}
