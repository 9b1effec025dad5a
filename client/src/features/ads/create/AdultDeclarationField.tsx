// An agency's declaration on each ad it creates or edits (issue 31): it holds proof that the person
// in the ad is 18 or over. Only an agency account is asked; the server refuses its ad without it.
import { Checkbox, Field } from '@chakra-ui/react';
import { useState } from 'react';
import { ADULT_DECLARATION_MESSAGE, ADULT_DECLARATION_TEXT } from '../../../../../common/dateOfBirth.ts';
import { FormSection } from './FormSection.tsx';

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

/** The declaration's state in the create and edit forms: nothing is asked of an independent account. */
export function useAdultDeclaration(isAgency: boolean) {
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  return {
    isAgency,
    checked,
    error,
    setError,
    change: (next: boolean) => {
      setChecked(next);
      setError(undefined);
    },
    /** Marks an agency's missing declaration; answers whether the form may be sent. */
    validate: (): boolean => {
      const missing = isAgency && !checked;
      setError(missing ? ADULT_DECLARATION_MESSAGE : undefined);
      return !missing;
    },
    /** What the mutation's input carries of it. */
    input: isAgency ? { adultDeclaration: checked } : {},
  };
}

/** The declaration's part of the form, for an agency only. */
export function AdultDeclarationSection({ declaration }: { declaration: ReturnType<typeof useAdultDeclaration> }) {
  if (!declaration.isAgency) return null;
  return (
    <FormSection title="Declaration">
      <AdultDeclarationField checked={declaration.checked} error={declaration.error} onChange={declaration.change} />
    </FormSection>
  );
}
