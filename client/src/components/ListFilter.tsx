// A dashboard list's filter bar: one select ('All …' first, then the choices) and, on the right, how
// many rows match, or 'Searching…' while the list is fetched again.
import { useLingui } from '@lingui/react/macro';
import { Flex } from '@chakra-ui/react';
import { SelectField } from './SelectField.tsx';
import { ListCount } from './lists/ListCount.tsx';

interface ListFilterProps {
  label: string;
  /** the first option, which filters nothing */
  allLabel: string;
  /** value -> label */
  choices: Record<string, string>;
  /** the chosen value, or null for all */
  onChange: (value: string | null) => void;
  isSearching: boolean;
  /** e.g. '3 complaints' */
  countText: string;
}

export function ListFilter({ label, allLabel, choices, onChange, isSearching, countText }: ListFilterProps) {
  const { t } = useLingui();
  return (
    <Flex justify="space-between" align="flex-end" gap="4" flexWrap="wrap">
      <SelectField
        maxW="xs"
        label={label}
        allLabel={allLabel}
        choices={choices}
        onChange={(value) => onChange(value || null)}
      />
      <ListCount>{isSearching ? t`Searching…` : countText}</ListCount>
    </Flex>
  );
}
