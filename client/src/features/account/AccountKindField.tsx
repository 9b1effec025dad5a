// Who the account's ads show (issue 31): the holder alone, or people an agency lists. An agency
// declares on each ad that it holds proof the person is 18 or over.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Fieldset, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { ACCOUNT_KIND_LABELS, type AccountKind } from '../../../../common/dateOfBirth.ts';
import { sharedText } from '../../lib/sharedMessages.ts';
import '../../lib/shared-texts/account.ts';

const KINDS: readonly AccountKind[] = ['independent', 'agency'];

const HINTS: Record<AccountKind, MessageDescriptor> = {
  independent: msg`Your ads show you: their age must be yours.`,
  agency: msg`You list other people: on each ad you confirm you hold proof they are 18 or over.`,
};

export function AccountKindField({ value, onChange }: { value: AccountKind; onChange: (kind: AccountKind) => void }) {
  const { i18n } = useLingui();
  return (
    <Fieldset.Root>
      <Fieldset.Legend>
        <Trans>Who will your ads show?</Trans>
      </Fieldset.Legend>
      <RadioGroup.Root
        name="accountKind"
        value={value}
        onValueChange={(details) => {
          if (details.value === 'independent' || details.value === 'agency') onChange(details.value);
        }}
      >
        <Stack gap="3" direction={{ base: 'column', md: 'row' }}>
          {KINDS.map((kind) => (
            <RadioGroup.Item key={kind} value={kind} alignItems="flex-start">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>
                {sharedText(i18n, ACCOUNT_KIND_LABELS[kind])}
                <Text as="span" display="block" fontSize="sm" color="fg.muted" fontWeight="normal">
                  {i18n._(HINTS[kind])}
                </Text>
              </RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
    </Fieldset.Root>
  );
}
