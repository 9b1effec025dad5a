// Quick summaries (SPEC section 5): Height, Weight and Hair Color by default (the SPEC's Age is the
// form's Age field since issue 31), plus custom ones with a name and value, no two with the same
// name (case-insensitive). A new summary is a small form of its own (newQuickSummarySchema).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, CloseButton, Field, HStack, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useSchemaForm } from '../../../lib/useSchemaForm.ts';
import { DashboardSection } from '../../../components/DashboardSection.tsx';
import { DEFAULT_QUICK_SUMMARY_NAMES, newQuickSummarySchema, type QuickSummary } from './createAdRules.ts';
import { FieldErrorText } from '../../../components/FieldErrorText.tsx';
import { TextField } from '../../../components/TextField.tsx';

/**
 * The default names' labels in the page's language; the name the ad keeps is the English one (the
 * ad's data), and a name the advertiser typed shows as typed.
 */
const DEFAULT_NAME_LABELS: Record<(typeof DEFAULT_QUICK_SUMMARY_NAMES)[number], MessageDescriptor> = {
  Height: msg`Height`,
  Weight: msg`Weight`,
  'Hair Color': msg`Hair Color`,
};

function isDefaultName(name: string): name is keyof typeof DEFAULT_NAME_LABELS {
  return Object.hasOwn(DEFAULT_NAME_LABELS, name);
}

export function defaultQuickSummaries(): QuickSummary[] {
  return DEFAULT_QUICK_SUMMARY_NAMES.map((name) => ({ name, value: '' }));
}

export function QuickSummariesField({
  summaries,
  onChange,
}: {
  summaries: readonly QuickSummary[];
  onChange: (summaries: QuickSummary[]) => void;
}) {
  const { t, i18n } = useLingui();
  const entry = useSchemaForm(newQuickSummarySchema(summaries), { defaultValues: { name: '', value: '' } });
  const error = entry.formState.errors.value?.message;
  const add = entry.handleSubmit(({ name, value }) => {
    onChange([...summaries, { name: name.trim(), value: value.trim() }]);
    entry.reset();
  });

  return (
    <DashboardSection title={t`Quick Summaries`}>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        {summaries.map((summary, index) => (
          <Field.Root key={summary.name}>
            <Field.Label>
              {isDefaultName(summary.name) ? i18n._(DEFAULT_NAME_LABELS[summary.name]) : summary.name}
            </Field.Label>
            <HStack width="full">
              <Input
                value={summary.value}
                onChange={(event) =>
                  onChange(
                    summaries.map((other, at) => (at === index ? { ...other, value: event.target.value } : other)),
                  )
                }
              />
              {index >= DEFAULT_QUICK_SUMMARY_NAMES.length && (
                <CloseButton
                  size="sm"
                  aria-label={t`Remove quick summary ${summary.name}`}
                  onClick={() => onChange(summaries.filter((_, at) => at !== index))}
                />
              )}
            </HStack>
          </Field.Root>
        ))}
      </SimpleGrid>
      <Stack direction={{ base: 'column', sm: 'row' }} alignItems={{ sm: 'flex-end' }} gap="3">
        <TextField label={t`Summary Name`} invalid={error !== undefined} {...entry.register('name')} />
        <TextField label={t`Summary Value`} invalid={error !== undefined} {...entry.register('value')} />
        <Button variant="outline" onClick={() => void add()} flexShrink="0">
          <Trans>Add Summary</Trans>
        </Button>
      </Stack>
      <Field.Root invalid={error !== undefined}>
        <FieldErrorText>{error}</FieldErrorText>
      </Field.Root>
    </DashboardSection>
  );
}
