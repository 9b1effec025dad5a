// /grievance/status?number=GRV-… (issue 7, part 5): a complaint's progress for whoever holds its
// tracking number: its category, status and dates, never its details or contact.
import { Alert, Badge, Box, Button, Card, Container, Field, Grid, Heading, Input, Stack } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent, type ReactNode } from 'react';
import { graphql, loadQuery } from 'react-relay';
import { useNavigate, useSearchParams, type LoaderFunction } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import type { GrievanceStatusPageQuery } from '../../../__generated__/GrievanceStatusPageQuery.graphql';
import { DocumentHead } from '../../../components/DocumentHead.tsx';
import { InnerBanner } from '../../../components/InnerBanner.tsx';
import { GRIEVANCE_CATEGORY_LABELS, GRIEVANCE_STATUS_LABELS } from '../../../../../common/grievanceLabels.ts';
import { loaderLanguage, usePageQueryData } from '../../../lib/pageQuery.ts';
import { useHydrated } from '../../../lib/useHydrated.ts';
import { takeServerRenderedPage } from '../../../lib/serverRenderedPage.ts';
import { sharedText } from '../../../lib/sharedMessages.ts';

export const TRACKING_NUMBER_REQUIRED = 'Please enter your tracking number.';
/** TRACKING_NUMBER_REQUIRED in the page's language (the constant stays English: the tests read it) */
const NUMBER_REQUIRED = msg`Please enter your tracking number.`;
/** a tracking number's form, as the server writes it: the same in every language */
const NUMBER_EXAMPLE = 'GRV-XXXXXXXX';

const GrievanceStatusPageQueryNode = graphql`
  query GrievanceStatusPageQuery($number: String!, $hasNumber: Boolean!, $language: Language) {
    pageHead(path: "/grievance/status", language: $language) {
      ...DocumentHead_head
    }
    grievanceProgress(trackingNumber: $number) @include(if: $hasNumber) {
      __typename
      ... on QueryGrievanceProgressSuccess {
        progress {
          trackingNumber
          category
          status
          createdAt
          acknowledgedAt
          resolvedAt
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

function variablesOf(url: URL) {
  const number = url.searchParams.get('number')?.trim() ?? '';
  return { number, hasNumber: number !== '' };
}

export function grievanceStatusPageLoader(environment: IEnvironment): LoaderFunction {
  return ({ request, context }) =>
    loadQuery<GrievanceStatusPageQuery>(
      environment,
      GrievanceStatusPageQueryNode,
      { ...variablesOf(new URL(request.url)), language: loaderLanguage({ context }) },
      {
        // live: asked again on every visit, but for the server's answer the page was just rendered with
        fetchPolicy: takeServerRenderedPage() ? 'store-or-network' : 'network-only',
      },
    );
}

const WHEN = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
const STATUS_PALETTE = { received: 'orange', acknowledged: 'blue', resolved: 'green' } as const;

export function GrievanceStatusPage() {
  const hydrated = useHydrated();
  const data = usePageQueryData<GrievanceStatusPageQuery>(GrievanceStatusPageQueryNode);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
  const asked = searchParams.get('number')?.trim() ?? '';
  const [number, setNumber] = useState(asked);
  const [error, setError] = useState<string | null>(null);
  const answer = data.grievanceProgress;
  const progress = answer?.__typename === 'QueryGrievanceProgressSuccess' ? answer.progress : null;
  const refusal =
    answer && answer.__typename !== 'QueryGrievanceProgressSuccess' && 'message' in answer && answer.message
      ? sharedText(i18n, answer.message)
      : null;

  const check = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = number.trim();
    if (!trimmed) return setError(i18n._(NUMBER_REQUIRED));
    setError(null);
    navigate(`/grievance/status?number=${encodeURIComponent(trimmed)}`);
  };

  return (
    <>
      <DocumentHead head={data.pageHead} />
      <InnerBanner heading={t`Complaint Status`} />
      <Container maxW="2xl" py={{ base: '8', md: '12' }}>
        <Stack gap="6">
          <form noValidate onSubmit={check} aria-label={t`Find a complaint`}>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3" alignItems={{ sm: 'flex-end' }}>
              <Field.Root invalid={error !== null}>
                <Field.Label>
                  <Trans>Tracking number</Trans>
                </Field.Label>
                <Input
                  placeholder={NUMBER_EXAMPLE}
                  value={number}
                  onChange={(event) => setNumber(event.target.value)}
                  autoCapitalize="characters"
                />
                <Field.ErrorText>{error}</Field.ErrorText>
              </Field.Root>
              <Button type="submit" disabled={!hydrated} colorPalette="brand" px="8">
                <Trans>Check Status</Trans>
              </Button>
            </Stack>
          </form>
          {refusal && (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Title>{refusal}</Alert.Title>
            </Alert.Root>
          )}
          {progress && (
            <Card.Root>
              <Card.Body gap="4">
                <Heading as="h2" size="lg">
                  <Trans>Complaint {progress.trackingNumber}</Trans>
                </Heading>
                <Grid as="dl" templateColumns="max-content 1fr" columnGap="6" rowGap="2">
                  <ProgressRow label={t`Status`}>
                    <Badge colorPalette={STATUS_PALETTE[progress.status as keyof typeof STATUS_PALETTE] ?? 'gray'}>
                      {GRIEVANCE_STATUS_LABELS[progress.status as keyof typeof GRIEVANCE_STATUS_LABELS] ??
                        progress.status}
                    </Badge>
                  </ProgressRow>
                  <ProgressRow label={t`About`}>
                    {GRIEVANCE_CATEGORY_LABELS[progress.category as keyof typeof GRIEVANCE_CATEGORY_LABELS] ??
                      progress.category}
                  </ProgressRow>
                  <ProgressRow label={t`Filed`}>{WHEN.format(new Date(progress.createdAt))}</ProgressRow>
                  <ProgressRow label={t`Acknowledged`}>
                    {progress.acknowledgedAt ? WHEN.format(new Date(progress.acknowledgedAt)) : t`Not yet`}
                  </ProgressRow>
                  <ProgressRow label={t`Resolved`}>
                    {progress.resolvedAt ? WHEN.format(new Date(progress.resolvedAt)) : t`Not yet`}
                  </ProgressRow>
                </Grid>
              </Card.Body>
            </Card.Root>
          )}
        </Stack>
      </Container>
    </>
  );
}

function ProgressRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Box as="dt" color="fg.muted">
        {label}
      </Box>
      <Box as="dd">{children}</Box>
    </>
  );
}
