// Toasts top-right for 5 s (SPEC section 9), with the progress -> success | failure flow of SPEC section 8.
import { createToaster } from '@chakra-ui/react';
import { announceToasterLoaded } from './toasterLoaded.ts';

export const toaster = createToaster({ placement: 'top-end', duration: 5000, pauseOnPageIdle: true });
announceToasterLoaded();

export function toastSuccess(title: string): void {
  toaster.create({ title, type: 'success' });
}

export function toastError(title: string): void {
  toaster.create({ title, type: 'error' });
}

/** Shows a progress toast ('Sending OTP on Email') and answers functions that turn it into the outcome. */
export function toastProgress(title: string): {
  success(title: string): void;
  error(title: string): void;
  dismiss(): void;
} {
  const id = toaster.create({ title, type: 'loading', duration: Number.POSITIVE_INFINITY });
  return {
    success: (outcome) => toaster.update(id, { title: outcome, type: 'success', duration: 5000 }),
    error: (outcome) => toaster.update(id, { title: outcome, type: 'error', duration: 5000 }),
    dismiss: () => toaster.dismiss(id),
  };
}
