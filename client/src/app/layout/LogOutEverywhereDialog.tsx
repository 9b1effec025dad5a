// "Log out everywhere" (issue 14): a confirmation, then every session of the account ends on the
// server, this one included. A failure keeps the dialog open and says so; nothing has changed then.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormDialog, FormDialogFooter } from '../../components/FormDialog.tsx';
import { useLogOutEverywhereMutation } from './useLogOutEverywhereMutation.ts';

export const LOG_OUT_EVERYWHERE_FAILED = msg`Could not log out everywhere. Please check your connection and try again.`;

interface LogOutEverywhereDialogProps {
  open: boolean;
  onClose: () => void;
  /** every session has ended: clear this one and leave */
  onLoggedOut: () => void;
}

export function LogOutEverywhereDialog({ open, onClose, onLoggedOut }: LogOutEverywhereDialogProps) {
  const { t, i18n } = useLingui();
  const [logOutEverywhere, busy] = useLogOutEverywhereMutation();
  const [failed, setFailed] = useState(false);
  const close = () => {
    setFailed(false);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await logOutEverywhere();
    if (outcome.kind === 'loggedOut') onLoggedOut();
    else setFailed(true);
  };
  return (
    <FormDialog open={open} title={t`Log out everywhere?`} busy={busy} onClose={close}>
      <form onSubmit={submit}>
        <Dialog.Body>
          <Text>
            <Trans>
              This ends your sessions on every device and browser, this one included. You will need to log in again
              everywhere.
            </Trans>
          </Text>
          {failed && (
            <Text role="alert" color="red.600" mt="3">
              {i18n._(LOG_OUT_EVERYWHERE_FAILED)}
            </Text>
          )}
        </Dialog.Body>
        <FormDialogFooter busy={busy} submitLabel={t`Log out everywhere`} onCancel={close} danger />
      </form>
    </FormDialog>
  );
}
