// A dashboard modal holding a form: title, close button, and a footer with Cancel and the action.
// It cannot be closed while its form is saving; the form mounts afresh each time it opens.
import { Trans } from '@lingui/react/macro';
import { Button, Dialog, Stack, type DialogRootProps } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { DialogFrame } from './DialogFrame.tsx';

interface FormDialogProps {
  open: boolean;
  title: string;
  busy: boolean;
  onClose: () => void;
  size?: DialogRootProps['size'];
  placement?: DialogRootProps['placement'];
  children: ReactNode;
}

export function FormDialog({
  open,
  title,
  busy,
  onClose,
  size = 'md',
  placement = 'center',
  children,
}: FormDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && !busy && onClose()}
      size={size}
      placement={placement}
      scrollBehavior="inside"
    >
      <DialogFrame title={title} closeDisabled={busy}>
        {open && children}
      </DialogFrame>
    </Dialog.Root>
  );
}

interface FormDialogFooterProps {
  busy: boolean;
  submitLabel: string;
  onCancel: () => void;
  danger?: boolean;
}

/** The dialog's form: its fields stacked in the body, over Cancel and the submit button. */
export function FormDialogForm({
  onSubmit,
  label,
  children,
  ...footer
}: FormDialogFooterProps & {
  /** react-hook-form's handleSubmit answer */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  label?: string;
  children: ReactNode;
}) {
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={label}>
      <Dialog.Body>
        <Stack gap="4">{children}</Stack>
      </Dialog.Body>
      <FormDialogFooter {...footer} />
    </form>
  );
}

/** Cancel and the form's submit button. */
export function FormDialogFooter({ busy, submitLabel, onCancel, danger = false }: FormDialogFooterProps) {
  return (
    <Dialog.Footer>
      <Button variant="outline" onClick={onCancel} disabled={busy}>
        <Trans>Cancel</Trans>
      </Button>
      <Button type="submit" colorPalette={danger ? 'red' : 'brand'} loading={busy}>
        {submitLabel}
      </Button>
    </Dialog.Footer>
  );
}
