// The ad's own texts (name, contact, description), the same on the create-ad and edit-ad forms.
import { Field, Input, SimpleGrid, Textarea } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';

export type AdTextField = 'name' | 'contact' | 'description';

export function AdTextFields({
  field,
  errors,
}: {
  /** the form's registration of a text field (react-hook-form) */
  field: (name: AdTextField) => UseFormRegisterReturn<AdTextField>;
  errors: Partial<Record<AdTextField, { message?: string | undefined } | undefined>>;
}) {
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Field.Root invalid={errors.name !== undefined}>
          <Field.Label>Name</Field.Label>
          <Input {...field('name')} />
          <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={errors.contact !== undefined}>
          <Field.Label>Contact</Field.Label>
          <Input type="tel" inputMode="numeric" {...field('contact')} />
          <Field.HelperText>Leave empty to show your account's contact number.</Field.HelperText>
          <Field.ErrorText>{errors.contact?.message}</Field.ErrorText>
        </Field.Root>
      </SimpleGrid>
      <Field.Root invalid={errors.description !== undefined}>
        <Field.Label>Description</Field.Label>
        <Textarea rows={5} {...field('description')} />
        <Field.ErrorText>{errors.description?.message}</Field.ErrorText>
      </Field.Root>
    </>
  );
}
