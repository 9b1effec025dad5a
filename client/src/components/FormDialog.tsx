// A dashboard modal holding a form: title, close button, and a footer with Cancel and the action.
// It cannot be closed while its form is saving; the form mounts afresh each time it opens.
import { Trans } from '@lingui/react/macro';
import { Button, Dialog, type DialogRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
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

/** Cancel and the form's submit button. */
export function FormDialogFooter({
  busy,
  submitLabel,
  onCancel,
  danger = false,
}: {
  busy: boolean;
  submitLabel: string;
  onCancel: () => void;
  danger?: boolean;
}) {
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
