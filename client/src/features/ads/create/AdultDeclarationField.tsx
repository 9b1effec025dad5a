// An agency's declaration on each ad it creates or edits (issue 31): it holds proof that the person
// in the ad is 18 or over. Only an agency account is asked; the server refuses its ad without it.
// The forms hold it as their `adultDeclaration` field and check it with the others (createAdRules.ts).
import { useLingui } from '@lingui/react/macro';
import { Checkbox, Field } from '@chakra-ui/react';
import { ADULT_DECLARATION_TEXT } from '../../../../../common/dateOfBirth.ts';
import { DashboardSection } from '../../../components/DashboardSection.tsx';
import { FieldErrorText } from '../../../components/FieldErrorText.tsx';

interface DeclarationProps {
  checked: boolean;
  error?: string | undefined;
  onChange: (checked: boolean) => void;
}

export function AdultDeclarationField({ checked, error, onChange }: DeclarationProps) {
  return (
    <Field.Root invalid={error !== undefined}>
      <Checkbox.Root
        checked={checked}
        onCheckedChange={(details) => onChange(details.checked === true)}
        alignItems="flex-start"
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{ADULT_DECLARATION_TEXT}</Checkbox.Label>
      </Checkbox.Root>
      <FieldErrorText>{error}</FieldErrorText>
    </Field.Root>
  );
}

/** The declaration's part of the form, for an agency only: nothing is asked of an independent account. */
export function AdultDeclarationSection({ agency, ...declaration }: DeclarationProps & { agency: boolean }) {
  const { t } = useLingui();
  if (!agency) return null;
  return (
    <DashboardSection title={t`Declaration`}>
      <AdultDeclarationField {...declaration} />
    </DashboardSection>
  );
}
