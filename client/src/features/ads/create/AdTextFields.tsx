// The ad's own texts (name, contact, description), the same on the create-ad and edit-ad forms.
import { Trans } from '@lingui/react/macro';
import { Field, Input, SimpleGrid, Textarea } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldErrorText } from '../../../components/FieldErrorText.tsx';

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
          <Field.Label>
            <Trans>Name</Trans>
          </Field.Label>
          <Input {...field('name')} />
          <FieldErrorText>{errors.name?.message}</FieldErrorText>
        </Field.Root>
        <Field.Root invalid={errors.contact !== undefined}>
          <Field.Label>
            <Trans>Contact</Trans>
          </Field.Label>
          <Input type="tel" inputMode="numeric" {...field('contact')} />
          <Field.HelperText>
            <Trans>Leave empty to show your account's contact number.</Trans>
          </Field.HelperText>
          <FieldErrorText>{errors.contact?.message}</FieldErrorText>
        </Field.Root>
      </SimpleGrid>
      <Field.Root invalid={errors.description !== undefined}>
        <Field.Label>
          <Trans>Description</Trans>
        </Field.Label>
        <Textarea rows={5} {...field('description')} />
        <FieldErrorText>{errors.description?.message}</FieldErrorText>
      </Field.Root>
    </>
  );
}
