// /contact-us (SPEC "Contact us"): name, email, contact number and message, checked as SPEC section 5
// says before sending; a sent message clears the form.
import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Container, Field, Heading, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { InnerBanner } from '../../components/InnerBanner.tsx';
import { FieldErrorText } from '../../components/FieldErrorText.tsx';
import { toastSuccess } from '../../components/toasts.ts';
import { toastFormError } from '../../components/formErrorToast.ts';
import { contactMessageSchema } from '../../../../common/forms/contact.ts';
import { useSchemaForm } from '../../lib/useSchemaForm.ts';
import { useSendContactMessageMutation } from './useSendContactMessageMutation.ts';
import { PublicSubmitButton } from '../../components/PublicSubmitButton.tsx';

export function ContactUsPage() {
  const { t } = useLingui();
  return (
    <>
      <InnerBanner names={{ 'contact-us': t`Contact Us` }} />
      <Container maxW="5xl" py={{ base: '8', md: '12' }}>
        <SimpleGrid columns={{ base: 1, md: 5 }} gap={{ base: '8', md: '10' }}>
          <Stack gap="4" gridColumn={{ md: 'span 2' }}>
            <Heading as="h2" size="xl">
              <Trans>Get in touch</Trans>
            </Heading>
            <Text>
              <Trans>
                Questions about an ad, your advertiser account, credits or this website? Send us a message and our team
                will answer by email or phone.
              </Trans>
            </Text>
            <Text>
              <Trans>
                To report an ad that breaks our rules, name the ad and tell us what is wrong with it: we review every
                report.
              </Trans>
            </Text>
          </Stack>
          <Card.Root gridColumn={{ md: 'span 3' }}>
            <Card.Body>
              <ContactForm />
            </Card.Body>
          </Card.Root>
        </SimpleGrid>
      </Container>
    </>
  );
}

const EMPTY = { name: '', email: '', contact: '', message: '' };

function ContactForm() {
  const { t, i18n } = useLingui();
  const [sendContactMessage, isSending] = useSendContactMessageMutation();
  const { register, handleSubmit, reset, clearErrors, formState } = useSchemaForm(contactMessageSchema, {
    defaultValues: EMPTY,
  });
  const { errors } = formState;
  // an error goes when its field is edited
  const field = (name: keyof typeof EMPTY) => register(name, { onChange: () => clearErrors(name) });

  const submit = handleSubmit(async (values) => {
    const outcome = await sendContactMessage(values);
    switch (outcome.kind) {
      case 'sent':
        toastSuccess(t`Message sent successfully`);
        reset(EMPTY);
        return;
      default:
        toastFormError(outcome, i18n);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t`Contact form`}>
      <Stack gap="5">
        <Heading as="h2" size="lg">
          <Trans>Send us a message</Trans>
        </Heading>
        <Field.Root invalid={errors.name !== undefined}>
          <Field.Label>
            <Trans>Name</Trans>
          </Field.Label>
          <Input autoComplete="name" {...field('name')} />
          <FieldErrorText>{errors.name?.message}</FieldErrorText>
        </Field.Root>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
          <Field.Root invalid={errors.email !== undefined}>
            <Field.Label>
              <Trans>Email</Trans>
            </Field.Label>
            <Input type="email" autoComplete="email" {...field('email')} />
            <FieldErrorText>{errors.email?.message}</FieldErrorText>
          </Field.Root>
          <Field.Root invalid={errors.contact !== undefined}>
            <Field.Label>
              <Trans>Contact Number</Trans>
            </Field.Label>
            <Input type="tel" inputMode="numeric" autoComplete="tel-national" {...field('contact')} />
            <FieldErrorText>{errors.contact?.message}</FieldErrorText>
          </Field.Root>
        </SimpleGrid>
        <Field.Root invalid={errors.message !== undefined}>
          <Field.Label>
            <Trans>Message</Trans>
          </Field.Label>
          <Textarea rows={5} {...field('message')} />
          <FieldErrorText>{errors.message?.message}</FieldErrorText>
        </Field.Root>
        <PublicSubmitButton loading={isSending}>
          <Trans>Submit</Trans>
        </PublicSubmitButton>
      </Stack>
    </form>
  );
}
