// One change of the advertiser's balance on /credit-history: when, what changed it, by how much, the
// balance after, and the credit request, the ad or the admin's reason behind it.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Table, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type {
  CreditHistoryRow_entry$data,
  CreditHistoryRow_entry$key,
} from '../../../__generated__/CreditHistoryRow_entry.graphql';

const KIND_LABELS: Record<string, MessageDescriptor> = {
  grant: msg`Credit request approved`,
  spend: msg`Ad published`,
  adjustment: msg`Adjusted by the admin`,
  refund: msg`Refund`,
};

const WHEN = new Map<string, Intl.DateTimeFormat>();

/** When an entry was made, India's time, as the page's language writes it (issue 35). */
function whenIn(locale: string, instant: string): string {
  let format = WHEN.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(`${locale}-IN`, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Kolkata',
    });
    WHEN.set(locale, format);
  }
  return format.format(new Date(instant));
}
const RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

type Entry = CreditHistoryRow_entry$data;

/** The package and coupon a purchase used (issue 34): ' · Gold package · coupon DIWALI (+35 bonus)'. */
function purchaseTermsText(request: NonNullable<Entry['creditRequest']>, i18n: I18n): string {
  const packageName = request.package?.name;
  const couponCode = request.couponCode;
  const parts = [
    packageName && i18n._(msg`${packageName} package`),
    couponCode && i18n._(msg`coupon ${couponCode}`),
  ].filter(Boolean);
  if (parts.length === 0) return '';
  const bonusCredits = request.bonusCredits;
  const bonus = bonusCredits > 0 ? ` ${i18n._(msg`(+${bonusCredits} bonus)`)}` : '';
  return ` · ${parts.join(' · ')}${bonus}`;
}

/** What the change was for: the payment, the ad (with its city), or the admin's reason. */
function EntrySubject({ entry }: { entry: Entry }) {
  const { t, i18n } = useLingui();
  if (entry.creditRequest) {
    const amount = RUPEES.format(entry.creditRequest.amount);
    const receiptNumber = entry.receiptNumber;
    return (
      <>
        <Trans>Payment of {amount}</Trans>
        {purchaseTermsText(entry.creditRequest, i18n)}
        {entry.receiptUrl && receiptNumber && (
          <>
            {' · '}
            <Link
              href={entry.receiptUrl}
              download={`${receiptNumber}.pdf`}
              color="brand.fg"
              textDecoration="underline"
              aria-label={t`Receipt ${receiptNumber} (PDF)`}
            >
              <Trans>Receipt</Trans>
            </Link>
          </>
        )}
      </>
    );
  }
  if (entry.ad) {
    return (
      <Link asChild color="brand.fg" textDecoration="underline">
        <RouterLink to={`/call-girls/${entry.ad.databaseId}`}>
          {entry.ad.name}, {entry.ad.location.name}
        </RouterLink>
      </Link>
    );
  }
  if (entry.adId !== null)
    return (
      <Text color="fg.muted">
        <Trans>An ad that no longer exists</Trans>
      </Text>
    );
  return <>{entry.reason ?? ''}</>;
}

export function CreditHistoryRow({ entry: key }: { entry: CreditHistoryRow_entry$key }) {
  const entry = useFragment(
    graphql`
      fragment CreditHistoryRow_entry on CreditLedgerEntry {
        kind
        amount
        balanceAfter
        reason
        createdAt
        adId
        receiptNumber
        receiptUrl
        creditRequest {
          amount
          bonusCredits
          couponCode
          package {
            name
          }
        }
        ad {
          databaseId
          name
          location {
            name
          }
        }
      }
    `,
    key,
  );
  const { i18n } = useLingui();
  const kindLabel = KIND_LABELS[entry.kind];
  return (
    <Table.Row>
      <Table.Cell whiteSpace="nowrap">{whenIn(i18n.locale, entry.createdAt)}</Table.Cell>
      {/* a renewal is a spend with its reason ('Renewed for 3 days') */}
      <Table.Cell>
        {entry.kind === 'spend' && entry.reason ? entry.reason : kindLabel ? i18n._(kindLabel) : entry.kind}
      </Table.Cell>
      <Table.Cell textAlign="end" fontWeight="medium" color={entry.amount < 0 ? 'red.fg' : 'green.fg'}>
        {entry.amount > 0 ? `+${entry.amount}` : `−${Math.abs(entry.amount)}`}
      </Table.Cell>
      <Table.Cell textAlign="end">{entry.balanceAfter}</Table.Cell>
      <Table.Cell>
        <EntrySubject entry={entry} />
      </Table.Cell>
    </Table.Row>
  );
}
