// The dismissible banner of a refused sign-in (SPEC "Login"): why the account may not sign in.
import { Alert, CloseButton } from '@chakra-ui/react';

export interface Refusal {
  message: string;
  /** The admin's suspension or rejection reason, when there is one. */
  reason: string | null;
}

export function RefusalBanner({ refusal, onDismiss }: { refusal: Refusal; onDismiss: () => void }) {
  return (
    <Alert.Root status="error" alignItems="start" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{refusal.message}</Alert.Title>
        {refusal.reason && <Alert.Description>Reason: {refusal.reason}</Alert.Description>}
      </Alert.Content>
      <CloseButton size="sm" aria-label="Dismiss" onClick={onDismiss} position="relative" top="-1" insetEnd="-1" />
    </Alert.Root>
  );
}
