// The 'Report' action of an ad, on its details page and on its listing card: the dialog's code is
// fetched the first time a visitor opens it.
import { Box, Button, type ButtonProps } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';

const ReportAdDialog = lazy(() =>
  import('./ReportAdDialog.tsx').then((module) => ({ default: module.ReportAdDialog })),
);

interface ReportAdActionProps {
  adId: string;
  adName: string;
  label: string;
  /** the accessible name, when the label alone would not say which ad */
  ariaLabel?: string;
  buttonProps?: ButtonProps;
}

export function ReportAdAction({ adId, adName, label, ariaLabel, buttonProps }: ReportAdActionProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <Box>
      <Button
        variant="plain"
        size="sm"
        px="0"
        color="fg.muted"
        textDecoration="underline"
        aria-label={ariaLabel}
        {...buttonProps}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {label}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <ReportAdDialog adId={adId} adName={adName} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
