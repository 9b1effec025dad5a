// 'Resend OTP', locked with a countdown ('Resend OTP in 59s') until the server accepts a new request.
import { useLingui } from '@lingui/react/macro';
import { Button } from '@chakra-ui/react';
import type { OtpSender } from './useOtpSender.ts';

export function ResendOtpButton({ sender, onResend }: { sender: OtpSender; onResend: () => void }) {
  const { t } = useLingui();
  const { secondsLeft } = sender;
  const locked = secondsLeft > 0;
  return (
    <Button
      type="button"
      variant="plain"
      size="sm"
      colorPalette="brand"
      px="0"
      alignSelf="flex-start"
      disabled={locked || sender.isSending}
      onClick={onResend}
    >
      {locked ? t`Resend OTP in ${secondsLeft}s` : t`Resend OTP`}
    </Button>
  );
}
