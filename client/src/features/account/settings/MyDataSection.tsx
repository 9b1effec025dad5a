// "Your data" on the Account page (issue 18; India's DPDP Act 2023): a copy of everything kept about
// the account as a JSON file, and deleting the account, which says first what will happen.
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog, Field, Heading, Input, List, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { MyDataSection_query$key } from '../../../__generated__/MyDataSection_query.graphql';
import type { MyDataSectionDownloadQuery } from '../../../__generated__/MyDataSectionDownloadQuery.graphql';
import { FormDialog, FormDialogFooter } from '../../../components/FormDialog.tsx';
import { toastError, toastSuccess } from '../../../components/toasts.ts';
import { useDeleteMyAccountMutation } from './useDeleteMyAccountMutation.ts';
import { todayInIndia } from '../../../../../common/india.ts';
import { REGISTRATION_BLOCK_DAYS } from '../../../../../common/registrationBlocks.ts';
import { deleteAccountSchema } from '../../../../../common/forms/account.ts';
import { useSchemaForm } from '../../../lib/useSchemaForm.ts';
import { FieldErrorText } from '../../../components/FieldErrorText.tsx';

export const MY_DATA_MESSAGES = {
  downloadFailed: msg`Failed to download your data.`,
  deleted: msg`Your account has been deleted.`,
  deleteFailed: msg`Failed to delete your account.`,
} as const;

const DownloadQuery = graphql`
  query MyDataSectionDownloadQuery {
    myData
  }
`;

export function MyDataSection({ query }: { query: MyDataSection_query$key }) {
  const data = useFragment(
    graphql`
      fragment MyDataSection_query on Query {
        viewer {
          credits
        }
        myAds(first: 100) {
          totalCount
          edges {
            node {
              endDate
              takenDown
            }
          }
        }
      }
    `,
    query,
  );
  const { t, i18n } = useLingui();
  const environment = useRelayEnvironment();
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const today = todayInIndia();
  const running = data.myAds.edges.filter(({ node }) => !node.takenDown && String(node.endDate) >= today).length;

  const download = async () => {
    setDownloading(true);
    try {
      const result = await fetchQuery<MyDataSectionDownloadQuery>(
        environment,
        DownloadQuery,
        {},
        { fetchPolicy: 'network-only' },
      ).toPromise();
      if (!result) throw new Error('no data');
      const url = URL.createObjectURL(new Blob([result.myData], { type: 'application/json' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `my-data-${today}.json`;
      link.click();
      URL.revokeObjectURL(url);
    } catch {
      toastError(i18n._(MY_DATA_MESSAGES.downloadFailed));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack
      as="section"
      aria-label={t`Your data`}
      gap="3"
      borderWidth="1px"
      borderRadius="md"
      p={{ base: '3', md: '4' }}
    >
      <Heading as="h2" size="md">
        <Trans>Your Data</Trans>
      </Heading>
      <Text>
        <Trans>
          Download a copy of everything kept about your account: your details, your ads, your credit history and your
          credit requests.
        </Trans>
      </Text>
      <Button
        variant="outline"
        colorPalette="brand"
        alignSelf="flex-start"
        loading={downloading}
        onClick={() => void download()}
      >
        <Trans>Download My Data</Trans>
      </Button>
      <Text>
        <Trans>Deleting your account erases your personal data. It cannot be undone.</Trans>
      </Text>
      <Button variant="outline" colorPalette="red" alignSelf="flex-start" onClick={() => setDeleting(true)}>
        <Trans>Delete My Account</Trans>
      </Button>
      <DeleteAccountDialog
        open={deleting}
        runningAds={running}
        adCount={data.myAds.totalCount}
        credits={data.viewer?.credits ?? 0}
        onClose={() => setDeleting(false)}
      />
    </Stack>
  );
}

interface DeleteAccountDialogProps {
  open: boolean;
  runningAds: number;
  adCount: number;
  credits: number;
  onClose: () => void;
}

function DeleteAccountDialog({ open, ...form }: DeleteAccountDialogProps) {
  const { t } = useLingui();
  const [remove, busy] = useDeleteMyAccountMutation();
  return (
    <FormDialog open={open} title={t`Delete My Account`} busy={busy} onClose={form.onClose}>
      <DeleteAccountForm {...form} busy={busy} remove={remove} />
    </FormDialog>
  );
}

function DeleteAccountForm({
  runningAds,
  adCount,
  credits,
  busy,
  remove,
  onClose,
}: Omit<DeleteAccountDialogProps, 'open'> & {
  busy: boolean;
  remove: ReturnType<typeof useDeleteMyAccountMutation>[0];
}) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { register, handleSubmit, setError, clearErrors, formState } = useSchemaForm(deleteAccountSchema, {
    defaultValues: { password: '' },
  });
  const error = formState.errors.password?.message;

  const submit = handleSubmit(async ({ password }) => {
    if (busy) return;
    const outcome = await remove(password);
    if (outcome.kind === 'deleted') {
      toastSuccess(i18n._(MY_DATA_MESSAGES.deleted));
      navigate('/');
    } else if (outcome.kind === 'refused') setError('password', { type: 'server', message: outcome.message });
    else toastError(i18n._(MY_DATA_MESSAGES.deleteFailed));
  });
  const blockedDays = REGISTRATION_BLOCK_DAYS.account_deleted;
  const blockedDaysUnderModeration = REGISTRATION_BLOCK_DAYS.account_deleted_under_moderation;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Dialog.Body>
        <Stack gap="3">
          <Text fontWeight="semibold">
            <Trans>This is what will happen:</Trans>
          </Text>
          <List.Root ps="5">
            {runningAds > 0 ? (
              <List.Item>
                {t`${plural(runningAds, {
                  one: 'Your running ad ends at once and is taken off the site.',
                  other: 'Your # running ads end at once and are taken off the site.',
                })} Unused days are not refunded.`}
              </List.Item>
            ) : null}
            <List.Item>
              {adCount === 0
                ? t`You have no ads.`
                : t`All your ads (${adCount}), their texts and photos are deleted, except an ad with a report our moderators have not decided yet: it stays off the site until they do, then is deleted.`}
            </List.Item>
            <List.Item>
              {credits > 0 ? t`Your remaining ${credits} credits are forfeited.` : t`You have no credits left.`}
            </List.Item>
            <List.Item>
              <Trans>
                Your name, e-mail, contact number, address and password are erased, and you are signed out everywhere.
              </Trans>
            </List.Item>
            <List.Item>
              <Trans>
                Your payments and credit history, and records of moderation decisions, are kept without your personal
                data.
              </Trans>
            </List.Item>
            <List.Item>
              {t`Your e-mail address and contact number cannot be used to register again for ${blockedDays} days (${blockedDaysUnderModeration} days if your ads were reported or taken down).`}
            </List.Item>
          </List.Root>
          <Text>
            <Trans>This cannot be undone.</Trans>
          </Text>
          <Field.Root invalid={error !== undefined}>
            <Field.Label>
              <Trans>Password</Trans>
            </Field.Label>
            <Input
              type="password"
              autoComplete="current-password"
              {...register('password', { onChange: () => clearErrors('password') })}
            />
            <FieldErrorText>{error}</FieldErrorText>
          </Field.Root>
        </Stack>
      </Dialog.Body>
      <FormDialogFooter busy={busy} submitLabel={t`Delete My Account`} onCancel={onClose} danger />
    </form>
  );
}
