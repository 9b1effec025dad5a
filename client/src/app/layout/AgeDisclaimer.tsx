// The age disclaimer dialog (SPEC section 2, docs/architecture.md section 11): no backdrop or Escape dismissal.
// Decline goes back one page; Accept is remembered. AgeDisclaimerGate decides when it shows; a page
// rendered on the server carries it already open for a visitor who has not accepted it.
// Its buttons are a plain form posting to the server (ADULT_CONSENT_PATH, decision 0099): before the app's
// script has run, or without one, the server sets the acceptance cookie and answers with the same page;
// once the app runs, the same form is handled here without a reload.
// A native modal <dialog>: the browser traps focus and makes the page behind it inert, without
// shipping a dialog library to every first-time visitor.
import { Box, Button, chakra, Heading, HStack, Text, type ButtonProps } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type FormEvent } from 'react';
import { useHref, useLocation } from 'react-router-dom';
import { ADULT_CONSENT_FIELDS, ADULT_CONSENT_PATH, type AdultConsentChoice } from '../../../../common/adultCookie.ts';
import { session } from '../../lib/session.ts';
import { useHydrated } from '../../lib/useHydrated.ts';

const TITLE_ID = 'age-disclaimer-title';

/** The form's two buttons, Decline first; both submit the choice the server (or choose) acts on. */
const CHOICES: readonly { value: AdultConsentChoice; label: MessageDescriptor; look: ButtonProps }[] = [
  { value: 'decline', label: msg`Decline`, look: { variant: 'outline' } },
  { value: 'accept', label: msg`Accept`, look: { colorPalette: 'brand' } },
];

/**
 * Makes the dialog modal. A page rendered on the server already shows it open (not yet modal: only a
 * script can make it so), over its own backdrop; here the browser takes it into its top layer.
 */
function openModal(dialog: HTMLDialogElement): void {
  if (typeof dialog.showModal !== 'function') {
    dialog.setAttribute('open', '');
    return;
  }
  if (dialog.open && isModal(dialog)) return;
  if (dialog.open) dialog.close();
  dialog.showModal();
}

function isModal(dialog: HTMLDialogElement): boolean {
  try {
    return dialog.matches(':modal');
  } catch {
    // a browser without :modal: treat an open dialog as modal rather than reopen it forever
    return true;
  }
}

/** The form's choice in the browser: Accept is remembered at once, Decline goes back one page. */
function choose(event: FormEvent<HTMLFormElement>): void {
  event.preventDefault();
  const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
  const choice = submitter?.value as AdultConsentChoice | undefined;
  if (choice === 'accept') session.acceptAdultPermission();
  else if (choice === 'decline') window.history.back();
}

export function AgeDisclaimer() {
  // the page's own address, for the server to answer with once the form is posted
  const { pathname, search } = useLocation();
  // with the router's basename: the page's language prefix (/hi), so the answer returns to this language
  const returnTo = useHref({ pathname, search });
  const { i18n } = useLingui();
  // `data-live` once this form is the app's (its chunk loads lazily: maybe after the rest of the page)
  const live = useHydrated();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // in a task of its own: making it modal restyles the whole page behind it, a long step on a phone
    const opening = setTimeout(() => openModal(dialog), 0);
    // a browser may close a modal on a repeated Escape whatever the page says: open it again
    const reopen = () => {
      if (!session.get().adultPermission) openModal(dialog);
    };
    dialog.addEventListener('close', reopen);
    return () => {
      clearTimeout(opening);
      dialog.removeEventListener('close', reopen);
      if (typeof dialog.close === 'function') dialog.close();
    };
  }, []);

  return (
    <>
      {/* the backdrop of the server's HTML, before the browser makes the dialog modal (then it stays under the dialog) */}
      <Box position="fixed" inset="0" bg="rgba(0, 0, 0, 0.8)" zIndex="overlay" aria-hidden="true" />
      <chakra.dialog
        ref={ref}
        open
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={TITLE_ID}
        onCancel={(event) => event.preventDefault()}
        border="none"
        // a phone: a sheet along the bottom, under the thumbs; wider screens: a box in the middle
        borderTopRadius="xl"
        borderBottomRadius={{ base: '0', sm: 'xl' }}
        padding="0"
        width={{ base: '100%', sm: 'md' }}
        maxWidth={{ base: '100%', sm: 'calc(100% - 2rem)' }}
        maxHeight={{ base: '100%', sm: 'calc(100% - 2rem)' }}
        // its content's height (a fixed box with inset 0 and height auto would fill the screen)
        height="fit-content"
        overflowY="auto"
        bg="bg"
        color="fg"
        boxShadow="lg"
        position="fixed"
        inset="0"
        margin={{ base: 'auto auto 0', sm: 'auto' }}
        zIndex="modal"
        css={{ '&::backdrop': { background: 'transparent' } }}
      >
        <Box padding="6">
          <Heading as="h2" id={TITLE_ID} size="lg" mb="4">
            <Trans>I am 18 or older and I wish to enter</Trans>
          </Heading>
          <Text mb="3">
            <Trans>This website contains adult content. By entering you confirm that:</Trans>
          </Text>
          <chakra.ul listStyleType="disc" paddingStart="5" display="grid" gap="2" mb="6">
            <li>
              <Trans>
                I am over 18 years of age and I consent to the use of cookies and to my preferences being stored.
              </Trans>
            </li>
            <li>
              <Trans>Publishing ads offering sexual services for money is not allowed.</Trans>
            </li>
            <li>
              <Trans>Uploading pornographic content is not allowed and will be reported to the authorities.</Trans>
            </li>
          </chakra.ul>
          <form method="post" action={ADULT_CONSENT_PATH} onSubmit={choose} data-live={live ? '' : undefined}>
            {/* the server writes the address as the page reads it (without ?utm_source=...), in its language: either returns here */}
            <input type="hidden" name={ADULT_CONSENT_FIELDS.returnTo} value={returnTo} suppressHydrationWarning />
            <HStack justify="flex-end" gap="3">
              {CHOICES.map(({ value, label, look }) => (
                <Button
                  key={value}
                  type="submit"
                  name={ADULT_CONSENT_FIELDS.choice}
                  value={value}
                  {...look}
                  size={{ base: 'lg', sm: 'md' }}
                  flex={{ base: '1', sm: 'none' }}
                >
                  {i18n._(label)}
                </Button>
              ))}
            </HStack>
          </form>
        </Box>
      </chakra.dialog>
    </>
  );
}
