// /grievance (issue 7, part 5): the grievance officer the IT Rules 2021 ask the site to name, and a
// complaint form that answers a tracking number to follow the complaint on /grievance/status.
import {
  Alert,
  Box,
  Card,
  Container,
  Field,
  Heading,
  Input,
  Link,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { graphql } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { GrievancePageQuery } from '../../../__generated__/GrievancePageQuery.graphql';
import { DocumentHead } from '../../../components/DocumentHead.tsx';
import { InnerBanner } from '../../../components/InnerBanner.tsx';
import { GRIEVANCE_CATEGORY_LABELS } from '../../../../../common/grievanceLabels.ts';
import { pageQueryLoader, usePageQueryData } from '../../../lib/pageQuery.ts';
import {
  GRIEVANCE_FIELD_LIMITS,
  GRIEVANCE_FIELD_MESSAGES,
  grievanceSchema,
} from '../../../../../common/forms/grievance.ts';
import { showFieldRefusal, useSchemaForm } from '../../../lib/useSchemaForm.ts';
import { sharedText } from '../../../lib/sharedMessages.ts';
import { usePageLanguage } from '../../../lib/language.ts';
import { FieldErrorText } from '../../../components/FieldErrorText.tsx';
import { useSubmitGrievanceMutation } from './useSubmitGrievanceMutation.ts';
import { PublicSubmitButton } from '../../../components/PublicSubmitButton.tsx';
import { ChoiceField } from '../../../components/ChoiceField.tsx';
// the shared texts this page's forms may show, in the page's language (lib/sharedMessages.ts)
import '../../../lib/shared-texts/complaints.ts';

export const GRIEVANCE_FORM_MESSAGES = {
  ...GRIEVANCE_FIELD_MESSAGES,
  failed: 'Failed to send your complaint. Please try again.',
} as const;

/** GRIEVANCE_FORM_MESSAGES.failed in the page's language (the constant stays English: the tests read it) */
const FAILED = msg`Failed to send your complaint. Please try again.`;

/** how a page's address starts (a URL: the same in every language) */
const ADDRESS_START = 'https://';

const GrievancePageQueryNode = graphql`
  query GrievancePageQuery($language: Language) {
    pageHead(path: "/grievance", language: $language) {
      ...DocumentHead_head
    }
    grievanceOfficer {
      name
      email
      phone
    }
  }
`;

export const grievancePageLoader = pageQueryLoader<GrievancePageQuery>(GrievancePageQueryNode, 'store-or-network');

export function GrievancePage() {
  const data = usePageQueryData<GrievancePageQuery>(GrievancePageQueryNode);
  const officer = data.grievanceOfficer;
  const { t } = useLingui();
  return (
    <>
      <DocumentHead head={data.pageHead} />
      <InnerBanner heading={t`Grievance Redressal`} />
      <Container maxW="5xl" py={{ base: '8', md: '12' }}>
        <SimpleGrid columns={{ base: 1, md: 5 }} gap={{ base: '8', md: '10' }}>
          <Stack gap="4" gridColumn={{ md: 'span 2' }}>
            <Heading as="h2" size="xl">
              <Trans>Grievance Officer</Trans>
            </Heading>
            <Box>
              <Text fontWeight="semibold">{officer.name}</Text>
              <Link href={`mailto:${officer.email}`} color="brand.fg" textDecoration="underline">
                {officer.email}
              </Link>
              {officer.phone && (
                <Text>
                  <Trans>
                    Phone:{' '}
                    <Link href={`tel:${officer.phone}`} color="brand.fg" textDecoration="underline">
                      {officer.phone}
                    </Link>
                  </Trans>
                </Text>
              )}
            </Box>
            <Text>
              <Trans>
                Under India&apos;s Information Technology (Intermediary Guidelines and Digital Media Ethics Code) Rules,
                2021, you may complain to our Grievance Officer about any ad or other content on this website: a person
                who may be under 18, a photo used without consent, explicit content, impersonation, your personal
                information, or a scam.
              </Trans>
            </Text>
            <Text>
              <Trans>
                We acknowledge every complaint within 24 hours and aim to resolve it within 15 days. Keep your tracking
                number to{' '}
                <Link asChild color="brand.fg" textDecoration="underline">
                  <RouterLink to="/grievance/status">follow your complaint</RouterLink>
                </Link>
                .
              </Trans>
            </Text>
            <Text>
              <Trans>To report a single ad quickly, use &lsquo;Report this ad&rsquo; on the ad itself.</Trans>
            </Text>
          </Stack>
          <Card.Root gridColumn={{ md: 'span 3' }}>
            <Card.Body>
              <GrievanceForm />
            </Card.Body>
          </Card.Root>
        </SimpleGrid>
      </Container>
    </>
  );
}

type Field = 'category' | 'adLink' | 'details' | 'contact';
const FIELDS: readonly Field[] = ['category', 'adLink', 'details', 'contact'];
const EMPTY = { category: undefined, adLink: '', details: '', contact: '' };

function GrievanceForm() {
  const { t, i18n } = useLingui();
  const [submit, isSubmitting] = useSubmitGrievanceMutation();
  // the complainant's mails are written in this page's language (issue 35)
  const language = usePageLanguage();
  const { register, handleSubmit, reset, setError, clearErrors, formState } = useSchemaForm(grievanceSchema, {
    defaultValues: EMPTY,
  });
  const { errors } = formState;
  const [failure, setFailure] = useState<string | null>(null);
  const [trackingNumber, setTrackingNumber] = useState<string | null>(null);
  // an error goes when its field is edited
  const field = (name: Field) => register(name, { onChange: () => clearErrors(name) });

  const send = handleSubmit(
    async (values) => {
      if (isSubmitting) return;
      setFailure(null);
      const outcome = await submit({ ...values, language });
      if (outcome.kind === 'filed') {
        setTrackingNumber(outcome.trackingNumber);
        reset(EMPTY);
      } else if (outcome.kind === 'refused' && FIELDS.some((name) => name === outcome.field)) {
        showFieldRefusal(setError, FIELDS, outcome, 'details');
      } else {
        // the server's words are shown in the page's language when they are a shared text
        setFailure(outcome.kind === 'refused' ? sharedText(i18n, outcome.message) : i18n._(FAILED));
      }
    },
    () => setFailure(null),
  );

  return (
    <form noValidate onSubmit={(event) => void send(event)} aria-label={t`Complaint form`}>
      <Stack gap="5">
        <Heading as="h2" size="lg">
          <Trans>File a complaint</Trans>
        </Heading>
        {trackingNumber && (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                <Trans>Your complaint has been received.</Trans>
              </Alert.Title>
              <Alert.Description>
                <Trans>
                  Your tracking number is <strong>{trackingNumber}</strong>. Keep it to{' '}
                  <Link asChild textDecoration="underline">
                    <RouterLink to={`/grievance/status?number=${trackingNumber}`}>follow your complaint</RouterLink>
                  </Link>
                  .
                </Trans>
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {failure && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        )}
        <ChoiceField
          label={t`What is your complaint about?`}
          placeholder={t`Choose a category`}
          placeholderChoosable
          options={GRIEVANCE_CATEGORY_LABELS}
          input={field('category')}
          error={errors.category?.message}
        />
        <Field.Root invalid={errors.adLink !== undefined}>
          <Field.Label>
            <Trans>Link to the ad or page (optional)</Trans>
          </Field.Label>
          <Input type="url" inputMode="url" placeholder={ADDRESS_START} {...field('adLink')} />
          <FieldErrorText>{errors.adLink?.message}</FieldErrorText>
        </Field.Root>
        <Field.Root invalid={errors.details !== undefined}>
          <Field.Label>
            <Trans>Details</Trans>
          </Field.Label>
          <Textarea rows={6} maxLength={GRIEVANCE_FIELD_LIMITS.details} {...field('details')} />
          <Field.HelperText>
            <Trans>What is wrong, and what you would like us to do.</Trans>
          </Field.HelperText>
          <FieldErrorText>{errors.details?.message}</FieldErrorText>
        </Field.Root>
        <Field.Root invalid={errors.contact !== undefined}>
          <Field.Label>
            <Trans>Your e-mail or phone number</Trans>
          </Field.Label>
          <Input autoComplete="email" {...field('contact')} />
          <Field.HelperText>
            <Trans>Only the grievance officer sees it, to answer you.</Trans>
          </Field.HelperText>
          <FieldErrorText>{errors.contact?.message}</FieldErrorText>
        </Field.Root>
        <PublicSubmitButton loading={isSubmitting}>
          <Trans>Submit Complaint</Trans>
        </PublicSubmitButton>
      </Stack>
    </form>
  );
}
