// An account's status as the Users and Account requests tables show it.
import { Badge } from '@chakra-ui/react';
import type { UserStatus } from './useChangeUserStatusMutation.ts';

const STATUS_PALETTE: Record<UserStatus, string> = {
  active: 'green',
  requested: 'yellow',
  rejected: 'red',
  suspended: 'orange',
  deleted: 'gray',
};

export function UserStatusBadge({ status }: { status: UserStatus }) {
  return <Badge colorPalette={STATUS_PALETTE[status]}>{status}</Badge>;
}
