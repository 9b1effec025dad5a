// An account row's status actions (users, account requests, staff): the red one that asks a reason
// first (Suspend, Reject) and the one that makes the account active (Activate, Accept, Reinstate).
import { Button } from '@chakra-ui/react';

interface StatusAction {
  label: string;
  onClick: () => void;
}

export function StatusActionButtons({
  stop,
  activate,
  busy,
  activating = false,
}: {
  /** Shown when the account can be stopped. */
  stop?: StatusAction | false;
  /** Shown when the account can be made active. */
  activate?: StatusAction | false;
  /** A status change is running: no button can start another. */
  busy: boolean;
  /** This row's activation is the one running. */
  activating?: boolean;
}) {
  return (
    <>
      {stop && (
        <Button size="xs" variant="outline" colorPalette="red" disabled={busy} onClick={stop.onClick}>
          {stop.label}
        </Button>
      )}
      {activate && (
        <Button size="xs" colorPalette="brand" disabled={busy} loading={activating} onClick={activate.onClick}>
          {activate.label}
        </Button>
      )}
    </>
  );
}
