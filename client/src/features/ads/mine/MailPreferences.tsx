// "E-mails" in My ads (issue 18): the advertiser's optional mails (the renewal reminder), each a
// checkbox saved at once. Essential mails (decisions on the account, credits and ads) are always
// sent, and the box says so.
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Checkbox, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { MailPreferences_viewer$key } from '../../../__generated__/MailPreferences_viewer.graphql';
import { toastError, toastSuccess } from '../../../components/toasts.ts';
import { useSetMailPreferenceMutation } from './useSetMailPreferenceMutation.ts';

export function MailPreferences({ viewer }: { viewer: MailPreferences_viewer$key }) {
  const { mailPreferences } = useFragment(
    graphql`
      fragment MailPreferences_viewer on User {
        mailPreferences {
          mail
          label
          enabled
        }
      }
    `,
    viewer,
  );
  const { t } = useLingui();
  const [setPreference, isSaving] = useSetMailPreferenceMutation();
  // bumped after each answer: the boxes are drawn again from the store, so a refused change shows undone
  const [revision, setRevision] = useState(0);

  const change = async (mail: string, enabled: boolean) => {
    const outcome = await setPreference(mail, enabled);
    setRevision((value) => value + 1);
    if (outcome.kind === 'done') toastSuccess(enabled ? t`E-mail turned on.` : t`E-mail turned off.`);
    else toastError(outcome.kind === 'refused' ? outcome.message : t`Failed to save your e-mail preference.`);
  };

  return (
    <Box as="section" aria-labelledby="mail-preferences-heading" mt="8" p="4" borderWidth="1px" borderRadius="md">
      <Heading as="h2" id="mail-preferences-heading" size="md" mb="2">
        <Trans>E-mails</Trans>
      </Heading>
      <Stack gap="2">
        {mailPreferences.map((preference) => (
          <Checkbox.Root
            key={`${preference.mail}:${revision}`}
            checked={preference.enabled}
            disabled={isSaving}
            onCheckedChange={(details) => void change(preference.mail, details.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{preference.label}</Checkbox.Label>
          </Checkbox.Root>
        ))}
        <Text fontSize="sm" color="fg.muted">
          <Trans>Decisions on your account, credits and ads are always e-mailed to you.</Trans>
        </Text>
      </Stack>
    </Box>
  );
}
