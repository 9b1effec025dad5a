// A checkbox held by a react-hook-form form (the dashboards' yes/no settings and dialog options), with
// the small print under it when the choice needs explaining.
import { Checkbox, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export interface CheckboxFieldProps<Values extends FieldValues, Output extends FieldValues> {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  label: ReactNode;
  /** What ticking it does, in small print under it. */
  helper?: string;
}

export function CheckboxField<Values extends FieldValues, Output extends FieldValues>({
  control,
  name,
  label,
  helper,
}: CheckboxFieldProps<Values, Output>) {
  return (
    <>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Checkbox.Root
            checked={field.value === true}
            onCheckedChange={(details) => field.onChange(details.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{label}</Checkbox.Label>
          </Checkbox.Root>
        )}
      />
      {helper && (
        <Text textStyle="xs" color="fg.muted">
          {helper}
        </Text>
      )}
    </>
  );
}
