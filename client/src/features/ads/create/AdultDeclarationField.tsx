// An agency's declaration on each ad it creates or edits (issue 31): it holds proof that the person
// in the ad is 18 or over. Only an agency account is asked; the server refuses its ad without it.
import { Checkbox, Field } from '@chakra-ui/react';
import { ADULT_DECLARATION_TEXT } from '../../../lib/dateOfBirth.ts';

export function AdultDeclarationField({ checked, error, onChange }: { checked: boolean; error?: string | undefined; onChange: (checked: boolean) => void }) {
  return (
    <Field.Root invalid={error !== undefined}>
      <Checkbox.Root checked={checked} onCheckedChange={(details) => onChange(details.checked === true)} alignItems="flex-start">
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{ADULT_DECLARATION_TEXT}</Checkbox.Label>
      </Checkbox.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
