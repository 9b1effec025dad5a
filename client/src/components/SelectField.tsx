// A labelled select for a dashboard's filters: the choices of a value -> label record, after an
// optional first option that chooses nothing ('All kinds'). Answers the chosen value ('' for that
// first option).
import { Field, NativeSelect } from '@chakra-ui/react';
import type { ComponentProps } from 'react';

interface SelectFieldProps extends Omit<ComponentProps<typeof Field.Root>, 'onChange' | 'children'> {
  label: string;
  /** value -> label */
  choices: Readonly<Record<string, string>>;
  /** the first option, value '', when there is one */
  allLabel?: string;
  /** controlled when given; otherwise the select starts on its first option */
  value?: string;
  onChange: (value: string) => void;
}

export function SelectField({ label, choices, allLabel, value, onChange, ...root }: SelectFieldProps) {
  return (
    <Field.Root {...root}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          {...(value === undefined ? { defaultValue: allLabel === undefined ? undefined : '' } : { value })}
          onChange={(event) => onChange(event.target.value)}
        >
          {allLabel !== undefined && <option value="">{allLabel}</option>}
          {Object.entries(choices).map(([choice, text]) => (
            <option key={choice} value={choice}>
              {text}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
