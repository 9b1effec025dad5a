// The age disclaimer dialog (SPEC section 2, docs/architecture.md section 11): no backdrop or Escape dismissal.
// Decline goes back one page; Accept is remembered. AgeDisclaimerGate decides when it shows.
// A native modal <dialog>: the browser traps focus and makes the page behind it inert, without
// shipping a dialog library to every first-time visitor.
import { Box, Button, chakra, Heading, HStack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { session } from '../../lib/session.ts';

const TITLE_ID = 'age-disclaimer-title';

function openModal(dialog: HTMLDialogElement): void {
  if (dialog.open) return;
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
}

export function AgeDisclaimer() {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    openModal(dialog);
    // a browser may close a modal on a repeated Escape whatever the page says: open it again
    const reopen = () => {
      if (!session.get().adultPermission) openModal(dialog);
    };
    dialog.addEventListener('close', reopen);
    return () => {
      dialog.removeEventListener('close', reopen);
      if (typeof dialog.close === 'function') dialog.close();
    };
  }, []);

  return (
    <chakra.dialog
      ref={ref}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={TITLE_ID}
      onCancel={(event) => event.preventDefault()}
      border="none"
      borderRadius="lg"
      padding="0"
      width={{ base: '100%', sm: 'md' }}
      maxWidth={{ base: '100%', sm: 'calc(100% - 2rem)' }}
      maxHeight={{ base: '100%', sm: 'calc(100% - 2rem)' }}
      height={{ base: '100%', sm: 'auto' }}
      bg="bg"
      color="fg"
      boxShadow="lg"
      css={{ '&::backdrop': { background: 'rgba(0, 0, 0, 0.8)' } }}
    >
      <Box padding="6">
        <Heading as="h2" id={TITLE_ID} size="lg" mb="4">
          I am 18 or older and I wish to enter
        </Heading>
        <Text mb="3">This website contains adult content. By entering you confirm that:</Text>
        <chakra.ul listStyleType="disc" paddingStart="5" display="grid" gap="2" mb="6">
          <li>I am over 18 years of age and I consent to the use of cookies and to my preferences being stored.</li>
          <li>Publishing ads offering sexual services for money is not allowed.</li>
          <li>Uploading pornographic content is not allowed and will be reported to the authorities.</li>
        </chakra.ul>
        <HStack justify="flex-end" gap="3">
          <Button variant="outline" onClick={() => window.history.back()}>
            Decline
          </Button>
          <Button colorPalette="brand" onClick={() => session.acceptAdultPermission()}>
            Accept
          </Button>
        </HStack>
      </Box>
    </chakra.dialog>
  );
}
