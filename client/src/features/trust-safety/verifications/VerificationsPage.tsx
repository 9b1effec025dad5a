// /admin/verifications (issue 31): the desk's (admins' and moderators') identity and photo checks.
// Pending requests first, oldest first; each shows the code the advertiser was shown and opens the
// identity document and the photo through their signed URLs, to approve or refuse with a reason.
// Approved and refused requests can be looked through too, and an approval's mark removed with a reason.
import { Button, Dialog, Flex, HStack, Image, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql } from 'react-relay';
import type {
  VerificationsPagePaginationQuery,
  VerificationStatus,
} from '../../../__generated__/VerificationsPagePaginationQuery.graphql';
import type { VerificationsPageQuery } from '../../../__generated__/VerificationsPageQuery.graphql';
import type { VerificationsPage_query$key } from '../../../__generated__/VerificationsPage_query.graphql';
import { FormDialog, FormDialogFooter } from '../../../components/FormDialog.tsx';
import { ReasonField } from '../../../components/ReasonField.tsx';
import { FullScreenDialog } from '../../../components/FullScreenDialog.tsx';
import { runWithToasts } from '../../../components/runWithToasts.ts';
import { VERIFICATION_MESSAGES, VERIFICATION_REASON_MAX } from '../../../../../common/verification.ts';
import { verificationReasonFormSchema } from '../../../../../common/forms/verification.ts';
import { useSchemaForm } from '../../../lib/useSchemaForm.ts';
import { closeOnSuccess } from '../../../lib/closeOnSuccess.ts';
import { nodesOf, useConnectionList } from '../../../lib/useConnectionList.ts';
import { pageQueryLoader, usePageQueryData } from '../../../lib/pageQuery.ts';
import { useVerificationDecisions } from './useVerificationDecisions.ts';
import { VerificationRequestCard, type OpenedFile } from './VerificationRequestCard.tsx';
import { LoadMoreButton } from '../../../components/LoadMoreButton.tsx';

export const VERIFICATIONS_PAGE_SIZE = 10;

export const VERIFICATION_DESK_TEXTS = {
  approve: {
    progress: 'Approving...',
    success: 'Verification approved. The advertiser’s ads show the verified mark.',
    fallback: 'Failed to approve the verification.',
  },
  refuse: {
    progress: 'Refusing...',
    success: 'Verification refused. The advertiser was mailed the reason.',
    fallback: 'Failed to refuse the verification.',
  },
  revoke: {
    progress: 'Removing the verified mark...',
    success: 'Verified mark removed. The advertiser was mailed the reason.',
    fallback: 'Failed to remove the verified mark.',
  },
  reasonRequired: VERIFICATION_MESSAGES.reason,
} as const;

const VerificationsPageQueryNode = graphql`
  query VerificationsPageQuery {
    ...VerificationsPage_query
  }
`;

export const verificationsPageLoader = pageQueryLoader<VerificationsPageQuery>(VerificationsPageQueryNode);

const FILTERS: { status: VerificationStatus; label: string }[] = [
  { status: 'pending', label: 'Pending' },
  { status: 'approved', label: 'Approved' },
  { status: 'refused', label: 'Refused' },
];

type ReasonAsk = { kind: 'refuse' | 'revoke'; id: string; name: string };

export function VerificationsPage() {
  const query = usePageQueryData<VerificationsPageQuery>(VerificationsPageQueryNode);
  const { data, more, refilter, isRefiltering } = useConnectionList<
    VerificationsPagePaginationQuery,
    VerificationsPage_query$key
  >(
    graphql`
      fragment VerificationsPage_query on Query
      @refetchable(queryName: "VerificationsPagePaginationQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 10 }
        after: { type: "String" }
        status: { type: "VerificationStatus", defaultValue: pending }
      ) {
        verificationRequests(first: $first, after: $after, status: $status)
          @connection(key: "VerificationsPage_verificationRequests") {
          totalCount
          edges {
            node {
              id
              status
              ...VerificationRequestCard_request
            }
          }
        }
      }
    `,
    query,
    VERIFICATIONS_PAGE_SIZE,
  );
  const [status, setStatus] = useState<VerificationStatus>('pending');
  const decisions = useVerificationDecisions();
  const [opened, setOpened] = useState<OpenedFile | null>(null);
  const [asking, setAsking] = useState<ReasonAsk | null>(null);

  // a decided request leaves the pending list at once; the other lists keep theirs
  const nodes = nodesOf(data.verificationRequests);
  const shown = status === 'pending' ? nodes.filter((node) => node.status === 'pending') : nodes;
  const total = data.verificationRequests.totalCount - (nodes.length - shown.length);

  const show = (next: VerificationStatus) => {
    if (next === status) return;
    setStatus(next);
    refilter({ status: next, after: null });
  };

  const approve = (id: string) => void runWithToasts(VERIFICATION_DESK_TEXTS.approve, () => decisions.approve(id));
  const decideWithReason = async (reason: string): Promise<boolean> => {
    if (!asking) return false;
    const { kind, id } = asking;
    return runWithToasts(VERIFICATION_DESK_TEXTS[kind], () =>
      kind === 'refuse' ? decisions.refuse(id, reason) : decisions.revoke(id, reason),
    );
  };

  return (
    <Stack gap="4" maxWidth="4xl">
      <HStack gap="2" wrap="wrap" role="group" aria-label="Show verifications">
        {FILTERS.map((filter) => (
          <Button
            key={filter.status}
            size="sm"
            variant={filter.status === status ? 'solid' : 'outline'}
            aria-pressed={filter.status === status}
            onClick={() => show(filter.status)}
          >
            {filter.label}
          </Button>
        ))}
      </HStack>
      <Text color="fg.muted" aria-live="polite">
        {isRefiltering
          ? 'Loading…'
          : status === 'pending'
            ? `${total} waiting, oldest first`
            : `${total} ${status}, newest first`}
      </Text>
      {!isRefiltering && shown.length === 0 && (
        <Text>{status === 'pending' ? 'No verification waits for review.' : `No ${status} verifications.`}</Text>
      )}
      <Stack gap="3">
        {shown.map((node) => (
          <VerificationRequestCard
            key={node.id}
            request={node}
            busy={decisions.busy}
            onOpen={setOpened}
            onApprove={approve}
            onRefuse={(id, name) => setAsking({ kind: 'refuse', id, name })}
            onRevoke={(id, name) => setAsking({ kind: 'revoke', id, name })}
          />
        ))}
      </Stack>
      <LoadMoreButton {...more} />
      <FileDialog file={opened} onClose={() => setOpened(null)} />
      <FormDialog
        open={asking !== null}
        title={asking?.kind === 'revoke' ? 'Remove verified mark' : 'Refuse verification'}
        busy={decisions.busy}
        onClose={() => setAsking(null)}
        size="sm"
      >
        {asking && (
          <ReasonForm ask={asking} busy={decisions.busy} onConfirm={decideWithReason} onClose={() => setAsking(null)} />
        )}
      </FormDialog>
    </Stack>
  );
}

function ReasonForm({
  ask,
  busy,
  onConfirm,
  onClose,
}: {
  ask: ReasonAsk;
  busy: boolean;
  onConfirm: (reason: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const form = useSchemaForm(verificationReasonFormSchema, { defaultValues: { reason: '' } });
  const { handleSubmit } = form;
  const submit = handleSubmit(closeOnSuccess(busy, ({ reason }) => onConfirm(reason), onClose));
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Dialog.Body>
        <Text mb="3">{ask.name}</Text>
        <ReasonField
          form={form}
          helper="The advertiser reads it in a mail and on their Verification page."
          maxLength={VERIFICATION_REASON_MAX}
        />
      </Dialog.Body>
      <FormDialogFooter
        busy={busy}
        submitLabel={ask.kind === 'revoke' ? 'Remove mark' : 'Refuse'}
        onCancel={onClose}
        danger
      />
    </form>
  );
}

function FileDialog({ file, onClose }: { file: OpenedFile | null; onClose: () => void }) {
  return (
    <FullScreenDialog open={file !== null} title={file?.alt ?? 'File'} onClose={onClose}>
      {file && <FullFile key={file.url} file={file} />}
    </FullScreenDialog>
  );
}

function FullFile({ file }: { file: OpenedFile }) {
  const [failed, setFailed] = useState(false);
  if (failed)
    return (
      <Text color="white">
        This file cannot be shown: its link may have expired. Close this and open it again from the list.
      </Text>
    );
  return (
    <>
      <Image
        src={file.url}
        alt={file.alt}
        referrerPolicy="no-referrer"
        maxW="100%"
        maxH="calc(100vh - 10rem)"
        objectFit="contain"
        onError={() => setFailed(true)}
      />
      <Flex>
        <Link href={file.url} target="_blank" rel="noreferrer noopener" color="white" textDecoration="underline">
          Open in a new tab
        </Link>
      </Flex>
    </>
  );
}
