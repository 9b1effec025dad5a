// /admin/credit-scheme (SPEC "Admin screens", section 4): the single credit scheme, edited in place
// (Edit copies the values, Cancel discards them, Update saves); with none, 'Add Credit Scheme' starts
// editing zeros. Below it, the platform's UPI details (issue 8).
import { Button, Field, Flex, HStack, Input, Table } from '@chakra-ui/react';
import { useState, type KeyboardEvent } from 'react';
import { graphql } from 'react-relay';
import type { CreditSchemePageQuery } from '../../../__generated__/CreditSchemePageQuery.graphql';
import { toastProgress } from '../../../components/toasts.ts';
import { actionFailureMessage } from '../../../lib/actionFailureMessage.ts';
import { pageQueryLoader, usePageQueryData } from '../../../lib/pageQuery.ts';
import { session } from '../../../lib/session.ts';
import { CREDIT_SCHEME_LABELS, checkCreditScheme, type CreditSchemeDraft, type CreditSchemeErrors, type CreditSchemeField } from './creditSchemeRules.ts';
import { UpiSettingsSection } from './UpiSettingsSection.tsx';
import { useUpdateCreditSchemeMutation } from './useUpdateCreditSchemeMutation.ts';

const CreditSchemePageQueryNode = graphql`
  query CreditSchemePageQuery {
    creditScheme {
      creditRate
      timePerCredit
    }
    ...UpiSettingsSection_query
  }
`;

export const creditSchemePageLoader = pageQueryLoader<CreditSchemePageQuery>(CreditSchemePageQueryNode);

const FIELDS: { field: CreditSchemeField; heading: string }[] = [
  { field: 'creditRate', heading: 'Credit Rate (credits per ₹1)' },
  { field: 'timePerCredit', heading: 'Time Per Credit (days)' },
];

const ZERO_DRAFT: CreditSchemeDraft = { creditRate: '0', timePerCredit: '0' };

export function CreditSchemePage() {
  const data = usePageQueryData<CreditSchemePageQuery>(CreditSchemePageQueryNode);
  const { creditScheme } = data;
  // null while viewing; the values being edited otherwise
  const [draft, setDraft] = useState<CreditSchemeDraft | null>(null);
  const [errors, setErrors] = useState<CreditSchemeErrors>({});
  const [updateCreditScheme, isUpdating] = useUpdateCreditSchemeMutation();

  const startEditing = (values: CreditSchemeDraft) => {
    setErrors({});
    setDraft(values);
  };

  const cancel = () => {
    setErrors({});
    setDraft(null);
  };

  const change = (field: CreditSchemeField, value: string) => {
    setDraft((previous) => (previous ? { ...previous, [field]: value } : previous));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const update = async () => {
    if (!draft || isUpdating) return;
    const problems = checkCreditScheme(draft);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;

    const hadSession = session.get().auth !== null;
    const progress = toastProgress('Updating Credit Scheme...');
    const outcome = await updateCreditScheme({ creditRate: Number(draft.creditRate), timePerCredit: Number(draft.timePerCredit) });
    if (outcome.kind === 'updated') {
      progress.success('Credit Scheme Updated Successfully!');
      setDraft(null);
    } else if (outcome.kind === 'refused') {
      progress.error(outcome.message);
      if (outcome.field === 'creditRate' || outcome.field === 'timePerCredit') setErrors({ [outcome.field]: outcome.message });
    } else {
      progress.error(actionFailureMessage('Failed to Update Credit Scheme.', hadSession));
    }
  };

  const updateOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') void update();
  };

  return (
    <>
      {!creditScheme && !draft && (
        <Flex justify="flex-end" mb="4">
          <Button colorPalette="brand" onClick={() => startEditing(ZERO_DRAFT)}>
            Add Credit Scheme
          </Button>
        </Flex>
      )}
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" aria-label="Credit scheme">
          <Table.Header>
            <Table.Row>
              {FIELDS.map(({ field, heading }) => (
                <Table.ColumnHeader key={field}>{heading}</Table.ColumnHeader>
              ))}
              <Table.ColumnHeader>Action</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {draft ? (
              <Table.Row>
                {FIELDS.map(({ field }) => (
                  <Table.Cell key={field} verticalAlign="top">
                    <Field.Root invalid={Boolean(errors[field])}>
                      <Input
                        aria-label={CREDIT_SCHEME_LABELS[field]}
                        type="number"
                        inputMode="decimal"
                        step="any"
                        min="0"
                        value={draft[field]}
                        onChange={(event) => change(field, event.target.value)}
                        onKeyDown={updateOnEnter}
                        minW="32"
                      />
                      <Field.ErrorText>{errors[field]}</Field.ErrorText>
                    </Field.Root>
                  </Table.Cell>
                ))}
                <Table.Cell verticalAlign="top">
                  <HStack gap="2">
                    <Button size="sm" colorPalette="brand" onClick={() => void update()} loading={isUpdating}>
                      Update
                    </Button>
                    <Button size="sm" variant="outline" onClick={cancel} disabled={isUpdating}>
                      Cancel
                    </Button>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ) : creditScheme ? (
              <Table.Row>
                <Table.Cell>{creditScheme.creditRate}</Table.Cell>
                <Table.Cell>{creditScheme.timePerCredit}</Table.Cell>
                <Table.Cell>
                  <Button
                    size="sm"
                    colorPalette="brand"
                    onClick={() => startEditing({ creditRate: String(creditScheme.creditRate), timePerCredit: String(creditScheme.timePerCredit) })}
                  >
                    Edit
                  </Button>
                </Table.Cell>
              </Table.Row>
            ) : (
              <Table.Row>
                <Table.Cell colSpan={FIELDS.length + 1} textAlign="center" py="8" color="fg.muted">
                  No Credit Scheme found
                </Table.Cell>
              </Table.Row>
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <UpiSettingsSection query={data} />
    </>
  );
}
