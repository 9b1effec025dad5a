// Whom to pay (issues 8 and 34): the operator's payee and UPI ID from the settings, always; with an
// amount, that amount as a UPI QR code to scan and a link that opens the phone's UPI app, both made
// here from the UPI ID (without one, the QR code carries no amount: the payer types it).
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useSiteSettings } from '../../../lib/siteSettings.ts';
import { qrCodePath, upiPayUri } from './upi.ts';

/** The payment's note as the payer's app shows it: the site's name (its settings) and what was bought. */
export const upiNote = (siteName: string) => `${siteName} credits`;

export function UpiPaymentPanel({
  upiId,
  payeeName,
  amount,
}: {
  upiId: string;
  payeeName: string;
  /** whole rupees, or null while the amount is not yet a valid one */
  amount: number | null;
}) {
  const { t } = useLingui();
  const { siteName } = useSiteSettings();
  const uri = upiPayUri({ upiId, payeeName, amount, note: upiNote(siteName) });
  const qr = useMemo(() => qrCodePath(uri), [uri]);
  const rupees = amount === null ? null : `₹${amount.toLocaleString('en-IN')}`;
  return (
    <HStack align="center" gap="4" borderWidth="1px" borderRadius="md" p="3">
      <Box flexShrink="0" bg="white" width="32" height="32">
        <svg
          role="img"
          aria-label={rupees ? t`UPI QR code to pay ${rupees} to ${payeeName}` : t`UPI QR code to pay ${payeeName}`}
          viewBox={`0 0 ${qr.size} ${qr.size}`}
          width="100%"
          height="100%"
          shapeRendering="crispEdges"
        >
          <path d={qr.path} fill="#000" />
        </svg>
      </Box>
      <Stack gap="1" textStyle="sm" minWidth="0">
        <Text fontWeight="medium">{rupees ? t`Pay ${rupees} to ${payeeName}` : t`Pay to ${payeeName}`}</Text>
        <Text color="fg.muted" overflowWrap="anywhere">
          <Trans>UPI ID: {upiId}</Trans>
        </Text>
        <Text color="fg.muted">
          <Trans>Scan with any UPI app or pay to the UPI ID, then enter the payment&apos;s UTR below.</Trans>
        </Text>
        <Link href={uri} color="brand.fg" textDecoration="underline">
          <Trans>Open in a UPI app</Trans>
        </Link>
      </Stack>
    </HStack>
  );
}
