// The ad's own texts (name, contact, description), the same on the create-ad and edit-ad forms.
import { Field, Input, SimpleGrid, Textarea } from '@chakra-ui/react';

export interface AdTexts {
  name: string;
  contact: string;
  description: string;
}

export type AdTextField = keyof AdTexts;

export function AdTextFields({
  values,
  errors,
  onChange,
}: {
  values: AdTexts;
  errors: Partial<Record<AdTextField, string | undefined>>;
  onChange: (field: AdTextField, value: string) => void;
}) {
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Field.Root invalid={errors.name !== undefined}>
          <Field.Label>Name</Field.Label>
          <Input value={values.name} onChange={(event) => onChange('name', event.target.value)} />
          <Field.ErrorText>{errors.name}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={errors.contact !== undefined}>
          <Field.Label>Contact</Field.Label>
          <Input type="tel" inputMode="numeric" value={values.contact} onChange={(event) => onChange('contact', event.target.value)} />
          <Field.HelperText>Leave empty to show your account's contact number.</Field.HelperText>
          <Field.ErrorText>{errors.contact}</Field.ErrorText>
        </Field.Root>
      </SimpleGrid>
      <Field.Root invalid={errors.description !== undefined}>
        <Field.Label>Description</Field.Label>
        <Textarea rows={5} value={values.description} onChange={(event) => onChange('description', event.target.value)} />
        <Field.ErrorText>{errors.description}</Field.ErrorText>
      </Field.Root>
    </>
  );
}
