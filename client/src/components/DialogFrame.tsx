// The inside of a modal dialog, within its Dialog.Root: the backdrop, then the box with its title and
// close button over whatever the dialog holds. The forms' dialogs, the report and the filters share it.
import { useLingui } from '@lingui/react/macro';
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function DialogFrame({
  title,
  closeLabel,
  closeDisabled,
  children,
}: {
  title: string;
  closeLabel?: string;
  /** while the dialog's form is saving */
  closeDisabled?: boolean;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Portal>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Header>
            <Dialog.Title>{title}</Dialog.Title>
          </Dialog.Header>
          <Dialog.CloseTrigger asChild>
            <CloseButton size="sm" aria-label={closeLabel ?? t`Close`} disabled={closeDisabled} />
          </Dialog.CloseTrigger>
          {children}
        </Dialog.Content>
      </Dialog.Positioner>
    </Portal>
  );
}
