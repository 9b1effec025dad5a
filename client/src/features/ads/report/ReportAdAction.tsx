// The 'Report' action of an ad, on its details page and on its listing card: the dialog's code is
// fetched the first time a visitor opens it.
import { Button, type ButtonProps } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { lazyWithMessages } from '../../../lib/moduleMessages.ts';

const ReportAdDialog = lazyWithMessages('ReportAdDialog', () =>
  import('./ReportAdDialog.tsx').then((module) => ({ default: module.ReportAdDialog })),
);

interface ReportAdActionProps {
  adId: string;
  adName: string;
  label: string;
  /** the accessible name, when the label alone would not say which ad */
  ariaLabel?: string;
  buttonProps?: ButtonProps;
  /** a plain button with this class instead of Chakra's (a listing card's, styled by adCardCss.ts) */
  className?: string;
}

export function ReportAdAction({ adId, adName, label, ariaLabel, buttonProps, className }: ReportAdActionProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const openDialog = () => {
    setOpened(true);
    setOpen(true);
  };
  return (
    <div>
      {className ? (
        <button type="button" className={className} aria-label={ariaLabel} onClick={openDialog}>
          {label}
        </button>
      ) : (
        <Button
          variant="plain"
          size="sm"
          px="0"
          color="fg.muted"
          textDecoration="underline"
          aria-label={ariaLabel}
          {...buttonProps}
          onClick={openDialog}
        >
          {label}
        </Button>
      )}
      {opened && (
        <Suspense fallback={null}>
          <ReportAdDialog adId={adId} adName={adName} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
