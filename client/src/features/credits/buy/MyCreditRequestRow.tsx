// One of the advertiser's credit requests as a table row: amount, status, credits added.
import { Badge, Table } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { MyCreditRequestRow_creditRequest$key } from '../../../__generated__/MyCreditRequestRow_creditRequest.graphql';

const STATUS_PALETTE = { pending: 'yellow', approved: 'green', rejected: 'red' } as const;

export function MyCreditRequestRow({ creditRequest }: { creditRequest: MyCreditRequestRow_creditRequest$key }) {
  const data = useFragment(
    graphql`
      fragment MyCreditRequestRow_creditRequest on CreditRequest {
        amount
        status
        creditsAdded
      }
    `,
    creditRequest,
  );
  return (
    <Table.Row>
      <Table.Cell>₹{data.amount.toLocaleString('en-IN')}</Table.Cell>
      <Table.Cell>
        <Badge colorPalette={STATUS_PALETTE[data.status]}>{data.status}</Badge>
      </Table.Cell>
      <Table.Cell textAlign="end">{data.creditsAdded}</Table.Cell>
    </Table.Row>
  );
}
