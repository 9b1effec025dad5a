// The Email OTP field of the register and forgot-password forms, with Resend OTP under it once a
// code has been sent (`onResend`).
import { useLingui } from '@lingui/react/macro';
import { Stack } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../components/TextField.tsx';
import { ResendOtpButton } from './ResendOtpButton.tsx';
import type { OtpSender } from './useOtpSender.ts';

interface EmailOtpFieldProps {
  input: UseFormRegisterReturn;
  error: string | undefined;
  sender: OtpSender;
  onResend: (() => void) | undefined;
}

export function EmailOtpField({ input, error, sender, onResend }: EmailOtpFieldProps) {
  const { t } = useLingui();
  return (
    <Stack gap="1">
      <TextField label={t`Email OTP`} inputMode="numeric" autoComplete="one-time-code" error={error} {...input} />
      {onResend && <ResendOtpButton sender={sender} onResend={onResend} />}
    </Stack>
  );
}
