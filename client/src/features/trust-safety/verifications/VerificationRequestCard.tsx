// One verification request as the desk reads it: the advertiser, the code they were shown, the
// identity document and the photo holding the code (opened through their signed URLs), and the
// decision or its buttons.
import { Badge, Box, Button, Card, Flex, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { VerificationRequestCard_request$key } from '../../../__generated__/VerificationRequestCard_request.graphql';

// SPEC section 9: dates year-month-day, in India time
const DATE_FORMAT = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
export const dateOf = (value: string | null | undefined) => (value ? DATE_FORMAT.format(new Date(value)) : '');

const STATUS_PALETTE = { pending: 'yellow', approved: 'green', refused: 'red' } as const;

export interface OpenedFile {
  url: string;
  alt: string;
}

export interface VerificationRequestCardProps {
  request: VerificationRequestCard_request$key;
  busy: boolean;
  onOpen: (file: OpenedFile) => void;
  onApprove: (id: string) => void;
  onRefuse: (id: string, advertiser: string) => void;
  onRevoke: (id: string, advertiser: string) => void;
}

export function VerificationRequestCard({
  request,
  busy,
  onOpen,
  onApprove,
  onRefuse,
  onRevoke,
}: VerificationRequestCardProps) {
  const data = useFragment(
    graphql`
      fragment VerificationRequestCard_request on VerificationRequest {
        id
        status
        code
        reason
        createdAt
        decidedAt
        decidedBy
        revokedAt
        revokedBy
        revokeReason
        filesDeletedAt
        filesDeleteAfter
        document {
          url
        }
        photo {
          url
        }
        advertiser {
          databaseId
          name
          email
          contact
          status
          verifiedAt
        }
      }
    `,
    request,
  );
  const status = data.status;
  const name = data.advertiser.name;
  const files = [
    { label: 'Identity document', file: data.document, alt: `Identity document of ${name}` },
    { label: 'Photo holding the code', file: data.photo, alt: `Verification photo of ${name}` },
  ];
  const canRevoke = status === 'approved' && !data.revokedAt && data.advertiser.verifiedAt !== null;
  // a pending request is refused or approved; an approval's mark can be removed while it stands
  const decisions = [
    ...(status === 'pending'
      ? [
          { label: 'Refuse', refusal: true, onClick: () => onRefuse(data.id, name) },
          { label: 'Approve', refusal: false, onClick: () => onApprove(data.id) },
        ]
      : []),
    ...(canRevoke ? [{ label: 'Remove verified mark', refusal: true, onClick: () => onRevoke(data.id, name) }] : []),
  ];

  return (
    <Card.Root as="article" aria-label={`Verification of ${name}`} size="sm">
      <Card.Body gap="3">
        <Flex gap="3" wrap="wrap" justify="space-between" align="flex-start">
          <Stack gap="0" minWidth="0">
            <Text fontWeight="semibold">{name}</Text>
            <Text textStyle="xs" color="fg.muted" wordBreak="break-all">
              {data.advertiser.email}
            </Text>
            <Text textStyle="xs" color="fg.muted">
              {data.advertiser.contact} · account #{data.advertiser.databaseId}
              {data.advertiser.status !== 'active' ? ` · ${data.advertiser.status}` : ''}
            </Text>
          </Stack>
          <Stack gap="1" align="flex-end">
            <Badge colorPalette={STATUS_PALETTE[status]}>{data.revokedAt ? 'mark removed' : status}</Badge>
            <Text textStyle="xs" color="fg.muted">
              Sent {dateOf(data.createdAt)}
            </Text>
          </Stack>
        </Flex>
        <Box>
          <Text textStyle="xs" color="fg.muted">
            Code to find in the photo
          </Text>
          <Text
            fontFamily="mono"
            fontSize="2xl"
            fontWeight="bold"
            letterSpacing="0.25em"
            data-testid="verification-code"
          >
            {data.code}
          </Text>
        </Box>
        {data.filesDeletedAt ? (
          <Text textStyle="sm" color="fg.muted">
            The document and photo were deleted on {dateOf(data.filesDeletedAt)}.
          </Text>
        ) : (
          <Flex gap="3" wrap="wrap">
            {files.map(({ label, file, alt }) => (
              <Stack key={label} gap="1" flex="1 1 140px" maxWidth="240px">
                <Text textStyle="xs" color="fg.muted">
                  {label}
                </Text>
                {file ? (
                  <Box
                    as="button"
                    aria-label={`Open ${alt.charAt(0).toLowerCase()}${alt.slice(1)}`}
                    onClick={() => onOpen({ url: file.url, alt })}
                    cursor="zoom-in"
                    borderRadius="sm"
                    overflow="hidden"
                    borderWidth="1px"
                  >
                    <Image
                      src={file.url}
                      alt={alt}
                      referrerPolicy="no-referrer"
                      height="36"
                      width="100%"
                      objectFit="cover"
                    />
                  </Box>
                ) : (
                  <Text textStyle="sm">Not available</Text>
                )}
              </Stack>
            ))}
          </Flex>
        )}
        {status !== 'pending' && <Decision data={data} status={status} />}
        {!data.filesDeletedAt && data.filesDeleteAfter && (
          <Text textStyle="xs" color="fg.muted">
            Files deleted on {dateOf(data.filesDeleteAfter)}.
          </Text>
        )}
        {decisions.length > 0 && (
          <HStack gap="2" wrap="wrap">
            {decisions.map(({ label, refusal, onClick }) => (
              <Button
                key={label}
                size="sm"
                variant={refusal ? 'outline' : undefined}
                colorPalette={refusal ? 'red' : 'brand'}
                disabled={busy}
                onClick={onClick}
              >
                {label}
              </Button>
            ))}
          </HStack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function Decision({
  data,
  status,
}: {
  data: {
    decidedAt: string | null | undefined;
    decidedBy: string | null | undefined;
    reason: string | null | undefined;
    revokedAt: string | null | undefined;
    revokedBy: string | null | undefined;
    revokeReason: string | null | undefined;
  };
  status: 'approved' | 'refused';
}) {
  const who = data.decidedBy ? ` by ${data.decidedBy}` : '';
  return (
    <Stack gap="1" textStyle="sm">
      <Text>
        {status === 'approved' ? 'Approved' : 'Refused'}
        {who} on {dateOf(data.decidedAt)}
        {status === 'refused' && data.reason ? `: ${data.reason}` : '.'}
      </Text>
      {data.revokedAt && (
        <Text>
          Mark removed{data.revokedBy ? ` by ${data.revokedBy}` : ''} on {dateOf(data.revokedAt)}
          {data.revokeReason ? `: ${data.revokeReason}` : '.'}
        </Text>
      )}
    </Stack>
  );
}
