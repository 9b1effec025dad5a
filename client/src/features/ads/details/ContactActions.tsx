// The call and WhatsApp actions of an ad, on its card and on its details page; each tap is counted
// for the advertiser's statistics.
import { Button, HStack, type ButtonProps } from '@chakra-ui/react';
import { telHref, whatsAppHref } from './contactLinks.ts';
import { useRecordAdEvent } from '../useRecordAdEvent.ts';
import { useSiteOrigin, useSiteSettings } from '../../../lib/siteSettings.ts';

function PhoneIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M22 16.92v3a2 2 0 0 1-2.18 2 19.8 19.8 0 0 1-8.63-3.07 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.18 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.72c.13.96.36 1.9.7 2.81a2 2 0 0 1-.45 2.11L8.1 9.9a16 16 0 0 0 6 6l1.27-1.27a2 2 0 0 1 2.11-.45c.9.34 1.85.57 2.81.7A2 2 0 0 1 22 16.92z" />
    </svg>
  );
}

function ChatIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M21 11.5a8.4 8.4 0 0 1-.9 3.8 8.5 8.5 0 0 1-7.6 4.7 8.4 8.4 0 0 1-3.8-.9L3 21l1.9-5.7a8.4 8.4 0 0 1-.9-3.8 8.5 8.5 0 0 1 4.7-7.6 8.4 8.4 0 0 1 3.8-.9h.5a8.5 8.5 0 0 1 8 8v.5z" />
    </svg>
  );
}

interface ContactActionsProps {
  adId: string;
  adName: string;
  contact: string;
  /** Show the number on the call button (the details page); cards keep it short. */
  showNumber?: boolean;
  size?: ButtonProps['size'];
}

export function ContactActions({ adId, adName, contact, showNumber = false, size = 'sm' }: ContactActionsProps) {
  const { siteName } = useSiteSettings();
  const recordAdEvent = useRecordAdEvent();
  // the greeting names the site's address
  const origin = useSiteOrigin();
  return (
    <HStack gap="2" flexWrap="wrap">
      <Button asChild size={size} colorPalette="brand" variant="outline">
        <a
          href={telHref(contact)}
          onClick={() => recordAdEvent('phone', [adId])}
          aria-label={showNumber ? undefined : `Call ${adName}`}
        >
          <PhoneIcon />
          {showNumber ? `Call ${contact}` : 'Call'}
        </a>
      </Button>
      {/* WhatsApp's own green darkened for 4.5:1 contrast with white text */}
      <Button asChild size={size} bg="#0b6e4f" color="white" _hover={{ bg: '#085c42' }}>
        <a
          href={whatsAppHref(siteName, contact, adId, origin)}
          onClick={() => recordAdEvent('whatsapp', [adId])}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`WhatsApp ${adName} (opens in a new tab)`}
        >
          <ChatIcon />
          WhatsApp
        </a>
      </Button>
    </HStack>
  );
}
