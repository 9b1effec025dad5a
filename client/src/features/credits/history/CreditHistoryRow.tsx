// One change of the advertiser's balance on /credit-history: when, what changed it, by how much, the
// balance after, and the credit request, the ad or the admin's reason behind it.
import { Link, Table, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type {
  CreditHistoryRow_entry$data,
  CreditHistoryRow_entry$key,
} from '../../../__generated__/CreditHistoryRow_entry.graphql';

const KIND_LABELS: Record<string, string> = {
  grant: 'Credit request approved',
  spend: 'Ad published',
  adjustment: 'Adjusted by the admin',
  refund: 'Refund',
};

const WHEN = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
const RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

type Entry = CreditHistoryRow_entry$data;

/** The package and coupon a purchase used (issue 34): ' · Gold package · coupon DIWALI (+35 bonus)'. */
function purchaseTermsText(request: NonNullable<Entry['creditRequest']>): string {
  const parts = [
    request.package && `${request.package.name} package`,
    request.couponCode && `coupon ${request.couponCode}`,
  ].filter(Boolean);
  if (parts.length === 0) return '';
  const bonus = request.bonusCredits > 0 ? ` (+${request.bonusCredits} bonus)` : '';
  return ` · ${parts.join(' · ')}${bonus}`;
}

/** What the change was for: the payment, the ad (with its city), or the admin's reason. */
function EntrySubject({ entry }: { entry: Entry }) {
  if (entry.creditRequest) {
    return (
      <>
        Payment of {RUPEES.format(entry.creditRequest.amount)}
        {purchaseTermsText(entry.creditRequest)}
        {entry.receiptUrl && entry.receiptNumber && (
          <>
            {' · '}
            <Link
              href={entry.receiptUrl}
              download={`${entry.receiptNumber}.pdf`}
              color="brand.fg"
              textDecoration="underline"
              aria-label={`Receipt ${entry.receiptNumber} (PDF)`}
            >
              Receipt
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
  if (entry.adId !== null) return <Text color="fg.muted">An ad that no longer exists</Text>;
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
  return (
    <Table.Row>
      <Table.Cell whiteSpace="nowrap">{WHEN.format(new Date(entry.createdAt))}</Table.Cell>
      {/* a renewal is a spend with its reason ('Renewed for 3 days') */}
      <Table.Cell>
        {entry.kind === 'spend' && entry.reason ? entry.reason : (KIND_LABELS[entry.kind] ?? entry.kind)}
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
