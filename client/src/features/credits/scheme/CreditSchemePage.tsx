// /admin/credit-scheme (SPEC "Admin screens", section 4): the single credit scheme, edited in place
// (Edit copies the values, Cancel discards them, Update saves); with none, 'Add Credit Scheme' starts
// editing zeros. Below it, the platform's UPI details (issue 8) and the placements' prices (issue 34).
import { Button, Field, Flex, HStack, Input, Table, Text } from '@chakra-ui/react';
import { useState, type KeyboardEvent } from 'react';
import { graphql } from 'react-relay';
import type { CreditSchemePageQuery } from '../../../__generated__/CreditSchemePageQuery.graphql';
import { DataTable } from '../../../components/DataTable.tsx';
import { toastProgress } from '../../../components/toasts.ts';
import { actionFailureMessage } from '../../../lib/actionFailureMessage.ts';
import { pageQueryLoader, usePageQueryData } from '../../../lib/pageQuery.ts';
import { session } from '../../../lib/session.ts';
import {
  CREDIT_SCHEME_LABELS,
  creditRateInWords,
  creditSchemeSchema,
  type CreditSchemeField,
} from '../../../../../common/forms/credits.ts';
import { useSchemaForm } from '../../../lib/useSchemaForm.ts';
import { UpiSettingsSection } from './UpiSettingsSection.tsx';
import { PlacementPricesSection } from './PlacementPricesSection.tsx';
import { useUpdateCreditSchemeMutation } from './useUpdateCreditSchemeMutation.ts';

const CreditSchemePageQueryNode = graphql`
  query CreditSchemePageQuery {
    creditScheme {
      creditRate
      timePerCredit
    }
    ...UpiSettingsSection_query
    ...PlacementPricesSection_query
  }
`;

export const creditSchemePageLoader = pageQueryLoader<CreditSchemePageQuery>(CreditSchemePageQueryNode);

const FIELDS: { field: CreditSchemeField; heading: string }[] = [
  { field: 'creditRate', heading: 'Credit Rate (credits per ₹1)' },
  { field: 'timePerCredit', heading: 'Time Per Credit (days)' },
];

const COLUMNS = [...FIELDS.map(({ heading }) => heading), 'Action'];

type CreditSchemeDraft = Record<CreditSchemeField, string>;

const ZERO_DRAFT: CreditSchemeDraft = { creditRate: '0', timePerCredit: '0' };

export function CreditSchemePage() {
  const data = usePageQueryData<CreditSchemePageQuery>(CreditSchemePageQueryNode);
  const { creditScheme } = data;
  // the form shows in place of the scheme while editing
  const [editing, setEditing] = useState(false);
  const { register, handleSubmit, reset, setError, clearErrors, formState } = useSchemaForm(creditSchemeSchema, {
    defaultValues: ZERO_DRAFT,
  });
  const { errors } = formState;
  const [updateCreditScheme, isUpdating] = useUpdateCreditSchemeMutation();

  const startEditing = (values: CreditSchemeDraft) => {
    reset(values);
    setEditing(true);
  };

  const cancel = () => {
    clearErrors();
    setEditing(false);
  };

  const update = handleSubmit(async (scheme) => {
    if (isUpdating) return;
    const hadSession = session.get().auth !== null;
    const progress = toastProgress('Updating Credit Scheme...');
    const outcome = await updateCreditScheme(scheme);
    if (outcome.kind === 'updated') {
      progress.success('Credit Scheme Updated Successfully!');
      setEditing(false);
    } else if (outcome.kind === 'refused') {
      progress.error(outcome.message);
      if (outcome.field === 'creditRate' || outcome.field === 'timePerCredit')
        setError(outcome.field, { type: 'server', message: outcome.message });
    } else {
      progress.error(actionFailureMessage('Failed to Update Credit Scheme.', hadSession));
    }
  });

  const updateOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') void update();
  };

  return (
    <>
      {!creditScheme && !editing && (
        <Flex justify="flex-end" mb="4">
          <Button colorPalette="brand" onClick={() => startEditing(ZERO_DRAFT)}>
            Add Credit Scheme
          </Button>
        </Flex>
      )}
      <DataTable
        label="Credit scheme"
        columns={COLUMNS}
        emptyText="No Credit Scheme found"
        isEmpty={!editing && !creditScheme}
      >
        {editing ? (
          <Table.Row>
            {FIELDS.map(({ field }) => (
              <Table.Cell key={field} verticalAlign="top">
                <Field.Root invalid={errors[field] !== undefined}>
                  <Input
                    aria-label={CREDIT_SCHEME_LABELS[field]}
                    type="number"
                    inputMode="decimal"
                    step="any"
                    min="0"
                    {...register(field, { onChange: () => clearErrors(field) })}
                    onKeyDown={updateOnEnter}
                    minW="32"
                  />
                  <Field.ErrorText>{errors[field]?.message}</Field.ErrorText>
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
                onClick={() =>
                  startEditing({
                    creditRate: String(creditScheme.creditRate),
                    timePerCredit: String(creditScheme.timePerCredit),
                  })
                }
              >
                Edit
              </Button>
            </Table.Cell>
          </Table.Row>
        ) : null}
      </DataTable>
      {creditScheme && !editing && (
        // issue 34: the rate as a person reads it, not only as credits per rupee
        <Text textStyle="sm" mt="2">
          {creditRateInWords(creditScheme.creditRate, creditScheme.timePerCredit)}
        </Text>
      )}
      <UpiSettingsSection query={data} />
      <PlacementPricesSection query={data} />
    </>
  );
}
