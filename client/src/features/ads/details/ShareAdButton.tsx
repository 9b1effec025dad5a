// Share this ad (issue 33): the phone's own share sheet (Web Share API) with the ad's title and readable
// address; where there is none (most desktops), the address is copied and the page says so. When even the
// clipboard refuses, the address is shown to copy by hand.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, HStack, Text, type ButtonProps } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { LineIcon } from '../../../components/LineIcon.tsx';

function ShareIcon() {
  return (
    <LineIcon>
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
    </LineIcon>
  );
}

/** How long "Link copied" stays on screen. */
const COPIED_MS = 4000;

type Outcome = { kind: 'copied' } | { kind: 'manual'; url: string } | null;

export function ShareAdButton({
  title,
  url,
  size = 'sm',
}: {
  title: string;
  /** the ad's absolute address */
  url: string;
  size?: ButtonProps['size'];
}) {
  const { t } = useLingui();
  const [outcome, setOutcome] = useState<Outcome>(null);
  useEffect(() => {
    if (outcome?.kind !== 'copied') return;
    const timer = setTimeout(() => setOutcome(null), COPIED_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  const copyThisLink = (link: string) => t`Copy this link: ${link}`;

  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // the visitor closed the sheet: nothing to say
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setOutcome({ kind: 'copied' });
    } catch {
      setOutcome({ kind: 'manual', url });
    }
  }

  return (
    <HStack gap="3" flexWrap="wrap">
      <Button size={size} variant="outline" colorPalette="brand" onClick={() => void share()}>
        <ShareIcon />
        <Trans>Share</Trans>
      </Button>
      <Text role="status" fontSize="sm" color="fg.muted" wordBreak="break-all">
        {outcome?.kind === 'copied' ? t`Link copied` : outcome?.kind === 'manual' ? copyThisLink(outcome.url) : ''}
      </Text>
    </HStack>
  );
}
