// A dashboard list's filter bar: one select ('All …' first, then the choices) and, on the right, how
// many rows match, or 'Searching…' while the list is fetched again.
import { Field, Flex, NativeSelect, Text } from '@chakra-ui/react';

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
  return (
    <Flex justify="space-between" align="flex-end" gap="4" flexWrap="wrap">
      <Field.Root maxW="xs">
        <Field.Label>{label}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field defaultValue="" onChange={(event) => onChange(event.target.value || null)}>
            <option value="">{allLabel}</option>
            {Object.entries(choices).map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Text textStyle="sm" color="fg.muted" aria-live="polite">
        {isSearching ? 'Searching…' : countText}
      </Text>
    </Flex>
  );
}
