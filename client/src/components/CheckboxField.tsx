// A checkbox held by a react-hook-form form (the dashboards' yes/no settings and dialog options).
import { Checkbox } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export interface CheckboxFieldProps<Values extends FieldValues, Output extends FieldValues> {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  label: ReactNode;
}

export function CheckboxField<Values extends FieldValues, Output extends FieldValues>({
  control,
  name,
  label,
}: CheckboxFieldProps<Values, Output>) {
  return (
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
  );
}
