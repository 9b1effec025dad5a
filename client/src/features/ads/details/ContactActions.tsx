// The call and WhatsApp actions of an ad, on its card, on its details page and in the page's bar that stays
// on a phone's screen (issue 33); each tap is counted for the advertiser's statistics. One link makes both.
import { useLingui } from '@lingui/react/macro';
import { Box, Button, HStack, type ButtonProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LineIcon } from '../../../components/LineIcon.tsx';
import { adPath, telHref, whatsAppHref } from './contactLinks.ts';
import { useRecordAdEvent } from '../useRecordAdEvent.ts';
import { useSiteOrigin, useSiteSettings } from '../../../lib/siteSettings.ts';

function PhoneIcon() {
  return (
    <LineIcon>
      <path d="M22 16.92v3a2 2 0 0 1-2.18 2 19.8 19.8 0 0 1-8.63-3.07 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.18 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.72c.13.96.36 1.9.7 2.81a2 2 0 0 1-.45 2.11L8.1 9.9a16 16 0 0 0 6 6l1.27-1.27a2 2 0 0 1 2.11-.45c.9.34 1.85.57 2.81.7A2 2 0 0 1 22 16.92z" />
    </LineIcon>
  );
}

function ChatIcon() {
  return (
    <LineIcon>
      <path d="M21 11.5a8.4 8.4 0 0 1-.9 3.8 8.5 8.5 0 0 1-7.6 4.7 8.4 8.4 0 0 1-3.8-.9L3 21l1.9-5.7a8.4 8.4 0 0 1-.9-3.8 8.5 8.5 0 0 1 4.7-7.6 8.4 8.4 0 0 1 3.8-.9h.5a8.5 8.5 0 0 1 8 8v.5z" />
    </LineIcon>
  );
}

interface ContactActionsProps {
  adId: string;
  adName: string;
  /** the city's slug: the WhatsApp greeting names the ad's readable address */
  citySlug: string;
  contact: string;
  /** Show the number on the call button (the details page); cards keep it short. */
  showNumber?: boolean;
  size?: ButtonProps['size'];
  /** The buttons share the width (the phone's bar). */
  fill?: boolean;
}

interface ContactLink {
  kind: 'phone' | 'whatsapp';
  href: string;
  label: string;
  ariaLabel?: string;
  icon: ReactNode;
  newTab: boolean;
  /** counts the tap for the advertiser's statistics */
  onClick: () => void;
}

/** The ad's two contact links, where each leads and what it says: the one rule of every place showing them. */
function useContactLinks({
  adId,
  adName,
  citySlug,
  contact,
  showNumber = false,
}: Pick<ContactActionsProps, 'adId' | 'adName' | 'citySlug' | 'contact' | 'showNumber'>): ContactLink[] {
  const { siteName } = useSiteSettings();
  // the greeting names the site's address
  const origin = useSiteOrigin();
  const recordAdEvent = useRecordAdEvent();
  const path = adPath({ id: adId, name: adName, location: { slug: citySlug } });
  const { t } = useLingui();
  return [
    {
      kind: 'phone',
      href: telHref(contact),
      label: showNumber ? t`Call ${contact}` : t`Call`,
      ariaLabel: showNumber ? undefined : t`Call ${adName}`,
      icon: <PhoneIcon />,
      newTab: false,
      onClick: () => recordAdEvent('phone', [adId]),
    },
    {
      kind: 'whatsapp',
      href: whatsAppHref(siteName, contact, path, origin),
      label: 'WhatsApp',
      ariaLabel: t`WhatsApp ${adName} (opens in a new tab)`,
      icon: <ChatIcon />,
      newTab: true,
      onClick: () => recordAdEvent('whatsapp', [adId]),
    },
  ];
}

/** A contact link's own attributes and content, whatever styles it. */
function ContactAnchor({ link, className }: { link: ContactLink; className?: string }) {
  return (
    <a
      href={link.href}
      onClick={link.onClick}
      aria-label={link.ariaLabel}
      className={className}
      {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {link.icon}
      {link.label}
    </a>
  );
}

// WhatsApp's own green darkened for 4.5:1 contrast with white text (the card's is in adCardCss.ts)
const BUTTON_PROPS = (fill: boolean): Record<ContactLink['kind'], ButtonProps> => ({
  phone: { colorPalette: 'brand', variant: fill ? 'solid' : 'outline' },
  whatsapp: { bg: '#0b6e4f', color: 'white', _hover: { bg: '#085c42' } },
});

export function ContactActions({ size = 'sm', fill = false, ...ad }: ContactActionsProps) {
  const buttonProps = BUTTON_PROPS(fill);
  return (
    <HStack gap="2" flexWrap={fill ? 'nowrap' : 'wrap'} width={fill ? 'full' : undefined}>
      {useContactLinks(ad).map((link) => (
        <Button key={link.kind} asChild size={size} flex={fill ? '1' : undefined} {...buttonProps[link.kind]}>
          <ContactAnchor link={link} />
        </Button>
      ))}
    </HStack>
  );
}

/**
 * Call and WhatsApp on a listing's card: the same links as plain elements under the theme's `.ad-card`
 * rules (adCardCss.ts), as the rest of the card, since a page renders many cards on the server.
 */
export function CardContactActions(props: Pick<ContactActionsProps, 'adId' | 'adName' | 'citySlug' | 'contact'>) {
  return (
    <>
      {useContactLinks(props).map((link) => (
        <ContactAnchor key={link.kind} link={link} className={`ad-card-contact ad-card-${link.kind}`} />
      ))}
    </>
  );
}

/** The bar's height above the phone's own bar: the room the page leaves for it at its end. */
const BAR_ROOM = 'calc(4.5rem + env(safe-area-inset-bottom))';

/**
 * Call and WhatsApp kept on a phone's screen (issue 33): a bar fixed at the bottom, above the phone's own
 * bar (safe area); while it is there the document's body ends with room of its height, so it never covers
 * the page's last content (the footer included). From the `md` breakpoint up the page's own buttons do.
 */
export function ContactBar(props: Omit<ContactActionsProps, 'fill' | 'showNumber' | 'size'>) {
  const { t } = useLingui();
  const { adName } = props;
  const contactLabel = t`Contact ${adName}`;
  return (
    <Box
      role="region"
      aria-label={contactLabel}
      display={{ base: 'block', md: 'none' }}
      position="fixed"
      insetX="0"
      bottom="0"
      zIndex="sticky"
      bg="bg"
      borderTopWidth="1px"
      boxShadow="0 -2px 8px rgba(0, 0, 0, 0.08)"
      px="3"
      pt="2"
      pb="calc(0.5rem + env(safe-area-inset-bottom))"
      css={{ '@media screen and (max-width: 47.99rem)': { 'body:has(&)': { paddingBottom: BAR_ROOM } } }}
    >
      <ContactActions {...props} size="lg" fill />
    </Box>
  );
}
