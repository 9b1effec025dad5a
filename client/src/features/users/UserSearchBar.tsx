// The Users screen's search and status filter (issue 31, "The desk finds anything"): one box read as
// the desk reads it (common/deskSearch.ts: an e-mail address or part of one, a phone number, an
// account's number, or words of a name), and the statuses to list. A search that cannot be read is
// explained here and not sent.
import { Flex, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { UserStatus } from '../../__generated__/UsersPagePaginationQuery.graphql';
import { deskSearchLabel, readDeskSearch } from '../../../../common/deskSearch.ts';
import { DeskSearchField } from '../../components/DeskSearchField.tsx';
import { SelectField } from '../../components/SelectField.tsx';

/** The status filter's choices: the Users screen's own pair first (SPEC), then each status alone. */
export const USER_STATUS_CHOICES: Record<string, { label: string; statuses: UserStatus[] }> = {
  listed: { label: 'Active and suspended', statuses: ['active', 'suspended'] },
  active: { label: 'Active', statuses: ['active'] },
  suspended: { label: 'Suspended', statuses: ['suspended'] },
  requested: { label: 'Requested (waiting for approval)', statuses: ['requested'] },
  rejected: { label: 'Rejected', statuses: ['rejected'] },
};
const STATUS_LABELS = Object.fromEntries(
  Object.entries(USER_STATUS_CHOICES).map(([value, { label }]) => [value, label]),
);

export interface UserFilters {
  statuses: UserStatus[];
  search: string | null;
}

export function UserSearchBar({
  onChange,
  isSearching,
  countText,
}: {
  onChange: (filters: UserFilters) => void;
  isSearching: boolean;
  countText: string;
}) {
  const [typed, setTyped] = useState('');
  const [choice, setChoice] = useState('listed');
  const [applied, setApplied] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const apply = (nextChoice: string, text: string) => {
    const reading = readDeskSearch(text);
    if (!reading.ok) return setError(reading.message);
    setError(null);
    const search = reading.search.kind === 'none' ? null : text.trim();
    setApplied(reading.search.kind === 'none' ? null : deskSearchLabel(reading.search));
    onChange({ statuses: USER_STATUS_CHOICES[nextChoice]!.statuses, search });
  };

  return (
    <Flex gap="3" align="flex-end" flexWrap="wrap">
      <form
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          apply(choice, typed);
        }}
        role="search"
        aria-label="Users"
        style={{ flex: '1 1 18rem' }}
      >
        <DeskSearchField
          value={typed}
          onChange={setTyped}
          placeholder="Name, e-mail, phone or #number"
          error={error}
          helper={applied && `Looking for: ${applied}`}
        />
      </form>
      <SelectField
        maxW="xs"
        flex="0 1 14rem"
        label="Status"
        choices={STATUS_LABELS}
        value={choice}
        onChange={(value) => {
          setChoice(value);
          apply(value, typed);
        }}
      />
      <Text textStyle="sm" color="fg.muted" aria-live="polite" ms="auto">
        {isSearching ? 'Searching…' : countText}
      </Text>
    </Flex>
  );
}
