// The four cells that say who an account is (name, e-mail, phone, address): the first columns of the
// Users and Account requests tables.
import { Table } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { UserContactCells_user$key } from '../../__generated__/UserContactCells_user.graphql';

export function UserContactCells({ user: key }: { user: UserContactCells_user$key }) {
  const user = useFragment(
    graphql`
      fragment UserContactCells_user on User {
        name
        email
        contact
        address
      }
    `,
    key,
  );
  return (
    <>
      <Table.Cell>{user.name}</Table.Cell>
      <Table.Cell>{user.email}</Table.Cell>
      <Table.Cell>{user.contact}</Table.Cell>
      <Table.Cell>{user.address}</Table.Cell>
    </>
  );
}
