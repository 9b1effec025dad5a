// The dismissible banner of a refused sign-in (SPEC "Login"): why the account may not sign in.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, CloseButton } from '@chakra-ui/react';

export interface Refusal {
  message: string;
  /** The admin's suspension or rejection reason, when there is one. */
  reason: string | null;
}

export function RefusalBanner({ refusal, onDismiss }: { refusal: Refusal; onDismiss: () => void }) {
  const { t } = useLingui();
  const { reason } = refusal;
  return (
    <Alert.Root status="error" alignItems="start" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{refusal.message}</Alert.Title>
        {reason && (
          <Alert.Description>
            <Trans>Reason: {reason}</Trans>
          </Alert.Description>
        )}
      </Alert.Content>
      <CloseButton size="sm" aria-label={t`Dismiss`} onClick={onDismiss} position="relative" top="-1" insetEnd="-1" />
    </Alert.Root>
  );
}
