// The dashboards' search box read as the desk reads it (issue 31, common/deskSearch.ts): the text and
// Search (the form's submit), and under them why the search cannot be read, or `helper`.
import { Button, Field, Flex, Input } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface DeskSearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  error: string | null;
  helper: ReactNode;
}

export function DeskSearchField({ value, onChange, placeholder, error, helper }: DeskSearchFieldProps) {
  return (
    <Field.Root invalid={error !== null}>
      <Field.Label>Search</Field.Label>
      <Flex gap="2">
        <Input
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          maxLength={200}
          size="sm"
        />
        <Button type="submit" size="sm" colorPalette="brand">
          Search
        </Button>
      </Flex>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : helper && <Field.HelperText>{helper}</Field.HelperText>}
    </Field.Root>
  );
}
