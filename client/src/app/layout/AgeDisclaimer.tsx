// The age disclaimer (SPEC section 2, DESIGN section 11): about a second after the first load, until
// accepted; no backdrop or Escape dismissal. Decline goes back one page; Accept is remembered.
import { Button, Dialog, List, Portal, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { session, useSession } from '../../lib/session.ts';

export const DISCLAIMER_DELAY_MS = 1000;

export function AgeDisclaimer() {
  const { adultPermission } = useSession();
  const [due, setDue] = useState(false);

  useEffect(() => {
    if (adultPermission) return;
    const timer = setTimeout(() => setDue(true), DISCLAIMER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [adultPermission]);

  return (
    <Dialog.Root
      open={due && !adultPermission}
      role="alertdialog"
      closeOnInteractOutside={false}
      closeOnEscape={false}
      placement="center"
      size={{ base: 'full', sm: 'md' }}
    >
      <Portal>
        <Dialog.Backdrop bg="blackAlpha.800" />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>I am 18 or older and I wish to enter</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text mb="3">This website contains adult content. By entering you confirm that:</Text>
              <List.Root gap="2" ps="5">
                <List.Item>I am over 18 years of age and I consent to the use of cookies and to my preferences being stored.</List.Item>
                <List.Item>Publishing ads offering sexual services for money is not allowed.</List.Item>
                <List.Item>Uploading pornographic content is not allowed and will be reported to the authorities.</List.Item>
              </List.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => window.history.back()}>
                Decline
              </Button>
              <Button colorPalette="brand" onClick={() => session.acceptAdultPermission()}>
                Accept
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
