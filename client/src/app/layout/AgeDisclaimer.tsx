// The age disclaimer dialog (SPEC section 2, DESIGN section 11): no backdrop or Escape dismissal.
// Decline goes back one page; Accept is remembered. AgeDisclaimerGate decides when it shows.
import { Button, Dialog, List, Portal, Text } from '@chakra-ui/react';
import { session, useSession } from '../../lib/session.ts';

export function AgeDisclaimer() {
  const { adultPermission } = useSession();
  return (
    <Dialog.Root
      open={!adultPermission}
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
