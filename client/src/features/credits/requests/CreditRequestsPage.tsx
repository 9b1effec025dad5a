// /admin/credit-requests (SPEC "Admin screens", sections 4 and 9; issue 34): every advertiser's credit
// requests, pending first, 5 per page, each with its amount, UTR and the credits it buys, under the
// current rate in words; the payment screenshot when given (the thumbnail opens it full screen). Only
// pending rows offer Reject and Accept; Accept asks for confirmation, where the amount found paid may
// be changed with a reason. A decided row updates in place.
import { Badge, Box, Button, HStack, Image, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql } from 'react-relay';
import type { CreditRequestsPagePaginationQuery } from '../../../__generated__/CreditRequestsPagePaginationQuery.graphql';
import type { CreditRequestsPageQuery } from '../../../__generated__/CreditRequestsPageQuery.graphql';
import type { CreditRequestsPage_query$key } from '../../../__generated__/CreditRequestsPage_query.graphql';
import type { DataTableColumn } from '../../../components/DataTable.tsx';
import { ListTable } from '../../../components/ListTable.tsx';
import { FullScreenDialog } from '../../../components/FullScreenDialog.tsx';
import { pageQueryLoader, usePageQueryData } from '../../../lib/pageQuery.ts';
import { useConnectionList } from '../../../lib/useConnectionList.ts';
import { usePagedList } from '../../../lib/usePagedList.ts';
import { runWithToasts } from '../../../components/runWithToasts.ts';
import { useRunningRow } from '../../../lib/useRunningRow.ts';
import type { PackageTerms } from '../../../../../common/creditMath.ts';
import { creditRateInWords, creditsOnApproval } from '../../../../../common/forms/credits.ts';
import { ApproveCreditRequestDialog, type ApprovalSubject } from './ApproveCreditRequestDialog.tsx';
import {
  useDecideCreditRequestMutation,
  type AmountChange,
  type CreditRequestDecision,
} from './useDecideCreditRequestMutation.ts';

export const CREDIT_REQUESTS_PAGE_SIZE = 5;

const CreditRequestsPageQueryNode = graphql`
  query CreditRequestsPageQuery {
    creditScheme {
      creditRate
      timePerCredit
    }
    ...CreditRequestsPage_query
  }
`;

export const creditRequestsPageLoader = pageQueryLoader<CreditRequestsPageQuery>(CreditRequestsPageQueryNode);

const COLUMNS: DataTableColumn[] = [
  { header: 'User' },
  { header: 'Amount', numeric: true },
  { header: 'UTR' },
  { header: 'Status' },
  { header: 'Credits', numeric: true },
  { header: 'Date' },
  { header: 'Screenshot' },
  { header: 'Action' },
];

const STATUS_PALETTE = { pending: 'yellow', approved: 'green', rejected: 'red' } as const;

// SPEC section 9: dates year-month-day, in India time
const DATE_FORMAT = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

interface Screenshot {
  url: string;
  srcSet: string;
  alt: string;
}

export function CreditRequestsPage() {
  const query = usePageQueryData<CreditRequestsPageQuery>(CreditRequestsPageQueryNode);
  const list = useConnectionList<CreditRequestsPagePaginationQuery, CreditRequestsPage_query$key>(
    graphql`
      fragment CreditRequestsPage_query on Query
      @refetchable(queryName: "CreditRequestsPagePaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 5 }, after: { type: "String" }) {
        creditRequests(first: $first, after: $after) @connection(key: "CreditRequestsPage_creditRequests") {
          totalCount
          edges {
            node {
              id
              amount
              utr
              status
              creditsAdded
              bonusCredits
              couponCode
              package {
                name
                priceRupees
                credits
                bonusCredits
              }
              approvedAmount
              amountChangeReason
              createdAt
              paymentScreenshot {
                url
                srcSet
              }
              user {
                name
                email
                contact
              }
            }
          }
        }
      }
    `,
    query,
    CREDIT_REQUESTS_PAGE_SIZE,
  );
  const pages = usePagedList(list.data.creditRequests, CREDIT_REQUESTS_PAGE_SIZE, list);
  const [decide, isDeciding] = useDecideCreditRequestMutation();
  const [decidingId, runFor] = useRunningRow();
  const [screenshot, setScreenshot] = useState<Screenshot | null>(null);
  const [approving, setApproving] = useState<ApprovalSubject | null>(null);
  const scheme = query.creditScheme;

  const decideWithToasts = (id: string, status: CreditRequestDecision, change: AmountChange | null = null) =>
    runFor(id, () =>
      runWithToasts(
        {
          progress: 'Updating Credit Request Status...',
          success: 'Credit Request Status Updated Successfully!',
          fallback: 'Failed to Update Credit Request Status.',
        },
        () => decide(id, status, change),
      ),
    );

  return (
    <>
      <Text textStyle="sm" mb="3" aria-live="polite">
        {scheme
          ? `Current rate: ${creditRateInWords(scheme.creditRate, scheme.timePerCredit)}`
          : 'No credit scheme is set: set one on the Credit Scheme page before approving requests.'}
      </Text>
      <ListTable
        label="Credit requests"
        columns={COLUMNS}
        emptyText="No Credit Requests found"
        pages={pages}
        pagerLabel="Credit requests pages"
      >
        {(request) => {
          const alt = `Payment screenshot of ${request.user.name}`;
          const screenshot = request.paymentScreenshot;
          return (
            <Table.Row>
              <Table.Cell>
                <Stack gap="0">
                  <Text fontWeight="medium">{request.user.name}</Text>
                  <Text textStyle="xs" color="fg.muted">
                    {request.user.email}
                  </Text>
                  <Text textStyle="xs" color="fg.muted">
                    {request.user.contact}
                  </Text>
                </Stack>
              </Table.Cell>
              <Table.Cell textAlign="end">
                <AmountText
                  amount={request.amount}
                  approvedAmount={request.approvedAmount ?? null}
                  reason={request.amountChangeReason ?? null}
                />
                <PurchaseTermsText pack={request.package ?? null} couponCode={request.couponCode ?? null} />
              </Table.Cell>
              <Table.Cell fontFamily={request.utr ? 'mono' : undefined} whiteSpace="nowrap">
                {request.utr ?? 'None'}
              </Table.Cell>
              <Table.Cell>
                <Badge colorPalette={STATUS_PALETTE[request.status]}>{request.status}</Badge>
              </Table.Cell>
              <Table.Cell textAlign="end">{creditsText(request, scheme?.creditRate ?? null)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{DATE_FORMAT.format(new Date(request.createdAt))}</Table.Cell>
              <Table.Cell>
                {screenshot ? (
                  <Box
                    as="button"
                    aria-label={`Open ${alt.toLowerCase()}`}
                    onClick={() => setScreenshot({ url: screenshot.url, srcSet: screenshot.srcSet, alt })}
                    cursor="zoom-in"
                    borderRadius="sm"
                    overflow="hidden"
                    display="block"
                  >
                    <Image
                      src={screenshot.url}
                      srcSet={screenshot.srcSet || undefined}
                      sizes="64px"
                      alt={alt}
                      loading="lazy"
                      width="16"
                      height="16"
                      objectFit="cover"
                    />
                  </Box>
                ) : (
                  'None'
                )}
              </Table.Cell>
              <Table.Cell>
                {request.status === 'pending' && (
                  <HStack gap="2">
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      disabled={isDeciding}
                      loading={decidingId === request.id}
                      onClick={() => void decideWithToasts(request.id, 'rejected')}
                    >
                      Reject
                    </Button>
                    <Button
                      size="xs"
                      colorPalette="brand"
                      disabled={isDeciding}
                      loading={decidingId === request.id}
                      onClick={() =>
                        setApproving({
                          id: request.id,
                          amount: request.amount,
                          utr: request.utr ?? null,
                          bonusCredits: request.bonusCredits,
                          package: request.package ?? null,
                          userName: request.user.name,
                        })
                      }
                    >
                      Accept
                    </Button>
                  </HStack>
                )}
              </Table.Cell>
            </Table.Row>
          );
        }}
      </ListTable>
      <ScreenshotDialog screenshot={screenshot} onClose={() => setScreenshot(null)} />
      <ApproveCreditRequestDialog
        subject={approving}
        creditRate={scheme?.creditRate ?? null}
        busy={isDeciding}
        onClose={() => setApproving(null)}
        onApprove={(subject, change) =>
          void decideWithToasts(subject.id, 'approved', change).then((done) => done && setApproving(null))
        }
      />
    </>
  );
}

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

/** The amount asked; when the admin approved another, that one too with the reason. */
function AmountText({
  amount,
  approvedAmount,
  reason,
}: {
  amount: number;
  approvedAmount: number | null;
  reason: string | null;
}) {
  if (approvedAmount === null) return rupees(amount);
  return (
    <Stack gap="0" alignItems="flex-end">
      <Text as="s" color="fg.muted">
        {rupees(amount)}
      </Text>
      <Text>{`${rupees(approvedAmount)} approved`}</Text>
      {reason && (
        <Text textStyle="xs" color="fg.muted">
          {reason}
        </Text>
      )}
    </Stack>
  );
}

/** The package and coupon a request used (issue 34): 'Gold package · coupon DIWALI'. */
function PurchaseTermsText({ pack, couponCode }: { pack: { name: string } | null; couponCode: string | null }) {
  const parts = [pack && `${pack.name} package`, couponCode && `coupon ${couponCode}`].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <Text textStyle="xs" color="fg.muted">
      {parts.join(' · ')}
    </Text>
  );
}

/** What a request buys: on approval for a pending one (scheme credits plus its bonus), else what it got. */
function creditsText(
  request: {
    status: 'pending' | 'approved' | 'rejected' | '%future added value';
    amount: number;
    creditsAdded: number;
    bonusCredits: number;
    package?: PackageTerms | null;
  },
  creditRate: number | null,
): string {
  if (request.status === 'pending') {
    if (creditRate === null) return 'No scheme';
    const credits = creditsOnApproval(request.amount, creditRate, request.bonusCredits, request.package);
    return `${credits.toLocaleString('en-IN')} on approval`;
  }
  if (request.status === 'approved') return `${request.creditsAdded.toLocaleString('en-IN')} added`;
  return 'None';
}

function ScreenshotDialog({ screenshot, onClose }: { screenshot: Screenshot | null; onClose: () => void }) {
  return (
    <FullScreenDialog open={screenshot !== null} title="Payment Screenshot" onClose={onClose}>
      {screenshot && <FullScreenshot key={screenshot.url} screenshot={screenshot} />}
    </FullScreenDialog>
  );
}

function FullScreenshot({ screenshot }: { screenshot: Screenshot }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <Text color="white">Failed to load image</Text>;
  return (
    <Image
      src={screenshot.url}
      srcSet={screenshot.srcSet || undefined}
      sizes="100vw"
      alt={screenshot.alt}
      maxW="100%"
      maxH="calc(100vh - 8rem)"
      objectFit="contain"
      onError={() => setFailed(true)}
    />
  );
}
