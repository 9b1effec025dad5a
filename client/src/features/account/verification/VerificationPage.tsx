// /verification (issue 31): the advertiser's identity and photo verification. The page shows the code
// to hold in the photo, takes a photo or scan of an identity document and the photo, and then the
// request's state: waiting for review, verified (the mark on their ads), refused or removed with the
// desk's reason, after which a new request can be sent with a new code.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Box, Button, Field, Image, Input, List, Stack, Text } from '@chakra-ui/react';
import { Controller } from 'react-hook-form';
import { graphql, loadQuery, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { LoaderFunction } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import type { VerificationPageQuery } from '../../../__generated__/VerificationPageQuery.graphql';
import type { VerificationPage_verification$key } from '../../../__generated__/VerificationPage_verification.graphql';
import { toastProgress } from '../../../components/toasts.ts';
import { actionFailureMessage } from '../../../lib/actionFailureMessage.ts';
import { usePageQueryRef } from '../../../lib/pageQuery.ts';
import { DashboardSection } from '../../../components/DashboardSection.tsx';
import { session } from '../../../lib/session.ts';
import {
  VERIFICATION_ACCEPT,
  VERIFICATION_MESSAGES,
  verificationFileTooLarge,
} from '../../../../../common/verification.ts';
import { verificationSchema, type VerificationFile as FileField } from '../../../../../common/forms/verification.ts';
import { useSchemaForm } from '../../../lib/useSchemaForm.ts';
import { useSubmitVerificationMutation } from './useSubmitVerificationMutation.ts';
import { useObjectUrl } from '../../../lib/useObjectUrl.ts';
import { FieldErrorText } from '../../../components/FieldErrorText.tsx';
// the shared texts this page's forms may show, in the page's language (lib/sharedMessages.ts)
import '../../../lib/shared-texts/complaints.ts';

export const VERIFICATION_PAGE_MESSAGES = {
  progress: msg`Sending your verification...`,
  success: msg`Verification sent. We will mail you once it is checked.`,
  failure: msg`Failed to send your verification.`,
} as const;

const VerificationPageQueryNode = graphql`
  query VerificationPageQuery {
    myVerification {
      ...VerificationPage_verification
    }
  }
`;

export function verificationPageLoader(environment: IEnvironment): LoaderFunction {
  return () =>
    loadQuery<VerificationPageQuery>(environment, VerificationPageQueryNode, {}, { fetchPolicy: 'store-and-network' });
}

// SPEC section 9: dates year-month-day, in India time
const DATE_FORMAT = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const dateOf = (value: string | null | undefined) => (value ? DATE_FORMAT.format(new Date(value)) : '');

export function VerificationPage() {
  const ref = usePageQueryRef<PreloadedQuery<VerificationPageQuery>>();
  const data = usePreloadedQuery<VerificationPageQuery>(VerificationPageQueryNode, ref);
  return <VerificationPanel verification={data.myVerification} />;
}

const STATE_BADGES = {
  none: { label: msg`Not verified`, palette: 'gray' },
  pending: { label: msg`Waiting for review`, palette: 'yellow' },
  approved: { label: msg`Verified`, palette: 'green' },
  refused: { label: msg`Not approved`, palette: 'red' },
  revoked: { label: msg`Mark removed`, palette: 'red' },
} as const;

function VerificationPanel({ verification }: { verification: VerificationPage_verification$key }) {
  const data = useFragment(
    graphql`
      fragment VerificationPage_verification on MyVerification {
        state
        code
        reason
        submittedAt
        decidedAt
        verifiedAt
        fileRetentionDays
      }
    `,
    verification,
  );
  const { t, i18n } = useLingui();
  const state = data.state;
  const badge = STATE_BADGES[state];
  const verifiedOn = dateOf(data.verifiedAt);
  const submittedOn = dateOf(data.submittedAt);
  const { fileRetentionDays } = data;
  return (
    <Stack gap="6" maxWidth="2xl">
      <DashboardSection title={t`Identity and photo verification`}>
        <Box>
          <Badge colorPalette={badge.palette} size="lg">
            {i18n._(badge.label)}
          </Badge>
        </Box>
        {state === 'approved' && (
          <Text>
            {verifiedOn ? (
              <Trans>
                Your account is verified since {verifiedOn}. Your ads show the verified mark, and visitors can look for
                verified advertisers.
              </Trans>
            ) : (
              <Trans>
                Your account is verified. Your ads show the verified mark, and visitors can look for verified
                advertisers.
              </Trans>
            )}
          </Text>
        )}
        {state === 'pending' && (
          <>
            <Text>
              <Trans>
                You sent your verification on {submittedOn}. A moderator will check it; we will mail you the decision.
              </Trans>
            </Text>
            {data.code && <CodeBox code={data.code} label={t`The code in your photo`} />}
          </>
        )}
        {state === 'none' && (
          <Text>
            <Trans>
              Verified advertisers show a verified mark on their ads. Send a photo of an identity document and a photo
              of yourself holding the code below.
            </Trans>
          </Text>
        )}
        {(state === 'refused' || state === 'revoked') && (
          <Stack gap="1">
            <Text>
              {state === 'refused' ? (
                <Trans>Your verification of {submittedOn} was not approved.</Trans>
              ) : (
                <Trans>A moderator removed your verified mark.</Trans>
              )}
            </Text>
            {data.reason && (
              <Text>
                <Text as="span" fontWeight="semibold">
                  <Trans>Reason:</Trans>
                </Text>{' '}
                {data.reason}
              </Text>
            )}
            <Text>
              <Trans>You can send a new verification below, with the new code.</Trans>
            </Text>
          </Stack>
        )}
        <Text textStyle="sm" color="fg.muted">
          <Trans>
            Only the site&apos;s moderators see your document and photo. They are deleted {fileRetentionDays} days after
            the decision; the decision itself is kept.
          </Trans>
        </Text>
      </DashboardSection>
      {(state === 'none' || state === 'refused' || state === 'revoked') && data.code && (
        <VerificationForm code={data.code} />
      )}
    </Stack>
  );
}

function CodeBox({ code, label }: { code: string; label: string }) {
  return (
    <Stack gap="1">
      <Text textStyle="sm" color="fg.muted">
        {label}
      </Text>
      <Text
        aria-label={`${label}: ${code.split('').join(' ')}`}
        fontFamily="mono"
        fontSize={{ base: '3xl', md: '4xl' }}
        fontWeight="bold"
        letterSpacing="0.3em"
        borderWidth="2px"
        borderStyle="dashed"
        borderRadius="md"
        px="4"
        py="2"
        alignSelf="flex-start"
        data-testid="verification-code"
      >
        {code}
      </Text>
    </Stack>
  );
}

const FILE_TEXTS = {
  document: {
    required: VERIFICATION_MESSAGES.documentRequired,
    notImage: VERIFICATION_MESSAGES.documentNotImage,
    pdf: VERIFICATION_MESSAGES.documentPdf,
    tooLarge: VERIFICATION_MESSAGES.documentTooLarge,
  },
  photo: {
    required: VERIFICATION_MESSAGES.photoRequired,
    notImage: VERIFICATION_MESSAGES.photoNotImage,
    pdf: VERIFICATION_MESSAGES.photoNotImage,
    tooLarge: VERIFICATION_MESSAGES.photoTooLarge,
  },
} as const;

/** What is wrong with a chosen file before it is sent (the server checks again, by decoding it). */
function fileProblem(field: FileField, file: File): string | undefined {
  if (file.type === 'application/pdf' || /\.pdf$/i.test(file.name)) return FILE_TEXTS[field].pdf;
  // a phone may give no type for a HEIC photo: the server decides
  if (file.type !== '' && !file.type.startsWith('image/')) return FILE_TEXTS[field].notImage;
  if (verificationFileTooLarge(file)) return FILE_TEXTS[field].tooLarge;
  return undefined;
}

// a chosen file that cannot be sent stays chosen, so sending says why again (not that none was chosen)
const schema = verificationSchema((value): value is File => value instanceof File, fileProblem);

function VerificationForm({ code }: { code: string }) {
  const { handleSubmit, control, setError, clearErrors, formState } = useSchemaForm(schema, {
    defaultValues: { document: null, photo: null },
  });
  const { errors } = formState;
  const [submitVerification, isInFlight] = useSubmitVerificationMutation();
  const { t, i18n } = useLingui();

  const submit = handleSubmit(async (files) => {
    if (isInFlight) return;
    const hadSession = session.get().auth !== null;
    const progress = toastProgress(i18n._(VERIFICATION_PAGE_MESSAGES.progress));
    const outcome = await submitVerification(files);
    if (outcome.kind === 'sent') return progress.success(i18n._(VERIFICATION_PAGE_MESSAGES.success));
    if (outcome.kind === 'failed')
      return progress.error(actionFailureMessage(i18n._(VERIFICATION_PAGE_MESSAGES.failure), hadSession, i18n));
    progress.error(outcome.message);
    if (outcome.field === 'document' || outcome.field === 'photo')
      setError(outcome.field, { type: 'server', message: outcome.message });
  });

  const picker = (field: FileField, label: string, helper: string) => (
    <Controller
      control={control}
      name={field}
      render={({ field: { value, onChange } }) => (
        <FilePicker
          field={field}
          label={label}
          helper={helper}
          file={value instanceof File && fileProblem(field, value) === undefined ? value : null}
          error={errors[field]?.message}
          onChoose={(_field, file) => {
            // a file is judged as soon as it is chosen
            onChange(file ?? null);
            const problem = file ? fileProblem(field, file) : undefined;
            if (problem) setError(field, { type: 'validate', message: problem });
            else clearErrors(field);
          }}
        />
      )}
    />
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t`Send verification`}>
      <DashboardSection title={t`Send your verification`}>
        <CodeBox code={code} label={t`Your code`} />
        <List.Root as="ol" ps="5" gap="1">
          <List.Item>
            <Trans>Write the code above clearly on a sheet of paper.</Trans>
          </List.Item>
          <List.Item>
            <Trans>Take a photo of yourself holding the paper next to your face, both clearly visible.</Trans>
          </List.Item>
          <List.Item>
            <Trans>
              Take a photo or scan of an identity document with your photo, name and date of birth (Aadhaar, PAN card,
              passport, driving licence or voter ID). You may cover the Aadhaar number except its last 4 digits.
            </Trans>
          </List.Item>
        </List.Root>
        {picker(
          'document',
          t`Identity document`,
          t`An image (JPEG, PNG or WebP), at most 10 MB. PDF files are not accepted.`,
        )}
        {picker('photo', t`Photo holding the code`, t`An image, at most 10 MB: you, holding the code.`)}
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={isInFlight}>
          <Trans>Send for verification</Trans>
        </Button>
      </DashboardSection>
    </form>
  );
}

function FilePicker({
  field,
  label,
  helper,
  file,
  error,
  onChoose,
}: {
  field: FileField;
  label: string;
  helper: string;
  file: File | null;
  error: string | undefined;
  onChoose: (field: FileField, file: File | undefined) => void;
}) {
  const { t } = useLingui();
  const previewUrl = useObjectUrl(file);
  return (
    <Field.Root invalid={error !== undefined}>
      <Field.Label>{label}</Field.Label>
      <Input
        type="file"
        accept={VERIFICATION_ACCEPT}
        p="1"
        onChange={(event) => onChoose(field, event.target.files?.[0])}
      />
      {error ? <FieldErrorText>{error}</FieldErrorText> : <Field.HelperText>{helper}</Field.HelperText>}
      {previewUrl && (
        <Image
          src={previewUrl}
          alt={t`${label} preview`}
          maxHeight="48"
          maxWidth="100%"
          objectFit="contain"
          borderRadius="md"
          mt="2"
        />
      )}
    </Field.Root>
  );
}
