// One of the advertiser's credit requests as a table row: amount (and the amount approved when the admin
// changed it, with the reason), the payment's UTR (issue 34), status, credits added.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge, Stack, Table, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { MyCreditRequestRow_creditRequest$key } from '../../../__generated__/MyCreditRequestRow_creditRequest.graphql';

const STATUS_PALETTE = { pending: 'yellow', approved: 'green', rejected: 'red' } as const;
// the status as the badge shows it, in the page's language
const STATUS_LABELS = { pending: msg`pending`, approved: msg`approved`, rejected: msg`rejected` } as const;

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

export function MyCreditRequestRow({ creditRequest }: { creditRequest: MyCreditRequestRow_creditRequest$key }) {
  const data = useFragment(
    graphql`
      fragment MyCreditRequestRow_creditRequest on CreditRequest {
        amount
        utr
        approvedAmount
        amountChangeReason
        status
        creditsAdded
      }
    `,
    creditRequest,
  );
  const { t, i18n } = useLingui();
  const approvedAmount = data.approvedAmount ?? null;
  const asked = rupees(data.amount);
  const approved = approvedAmount === null ? '' : rupees(approvedAmount);
  return (
    <Table.Row>
      <Table.Cell>
        {approvedAmount === null ? (
          asked
        ) : (
          <Stack gap="0">
            <Text>{t`${asked} asked, ${approved} approved`}</Text>
            {data.amountChangeReason && (
              <Text textStyle="xs" color="fg.muted">
                {data.amountChangeReason}
              </Text>
            )}
          </Stack>
        )}
      </Table.Cell>
      <Table.Cell fontFamily={data.utr ? 'mono' : undefined} whiteSpace="nowrap">
        {data.utr ?? t`None`}
      </Table.Cell>
      <Table.Cell>
        <Badge colorPalette={STATUS_PALETTE[data.status]}>{i18n._(STATUS_LABELS[data.status])}</Badge>
      </Table.Cell>
      <Table.Cell textAlign="end">{data.creditsAdded}</Table.Cell>
    </Table.Row>
  );
}
