// One of the advertiser's credit requests as a table row: amount (and the amount approved when the admin
// changed it, with the reason), the payment's UTR (issue 34), status, credits added.
import { Badge, Stack, Table, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { MyCreditRequestRow_creditRequest$key } from '../../../__generated__/MyCreditRequestRow_creditRequest.graphql';

const STATUS_PALETTE = { pending: 'yellow', approved: 'green', rejected: 'red' } as const;

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
  const approvedAmount = data.approvedAmount ?? null;
  return (
    <Table.Row>
      <Table.Cell>
        {approvedAmount === null ? (
          rupees(data.amount)
        ) : (
          <Stack gap="0">
            <Text>{`${rupees(data.amount)} asked, ${rupees(approvedAmount)} approved`}</Text>
            {data.amountChangeReason && (
              <Text textStyle="xs" color="fg.muted">
                {data.amountChangeReason}
              </Text>
            )}
          </Stack>
        )}
      </Table.Cell>
      <Table.Cell fontFamily={data.utr ? 'mono' : undefined} whiteSpace="nowrap">
        {data.utr ?? 'None'}
      </Table.Cell>
      <Table.Cell>
        <Badge colorPalette={STATUS_PALETTE[data.status]}>{data.status}</Badge>
      </Table.Cell>
      <Table.Cell textAlign="end">{data.creditsAdded}</Table.Cell>
    </Table.Row>
  );
}
