// Services of the ad: typed or picked from the server's suggestions (up to 10, none already chosen).
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Box, Button, CloseButton, Field, HStack, Input, Wrap } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { ServicesFieldSuggestionsQuery } from '../../../__generated__/ServicesFieldSuggestionsQuery.graphql';
import { withService } from './createAdRules.ts';

const suggestionsQuery = graphql`
  query ServicesFieldSuggestionsQuery($search: String, $exclude: [String!]) {
    serviceSuggestions(search: $search, exclude: $exclude)
  }
`;

/** Typing pauses this long before suggestions are asked for. */
const SUGGESTION_DELAY_MS = 250;

function useServiceSuggestions(search: string, chosen: readonly string[]): readonly string[] {
  const environment = useRelayEnvironment();
  const [suggestions, setSuggestions] = useState<readonly string[]>([]);
  useEffect(() => {
    let subscription: { unsubscribe: () => void } | undefined;
    const timer = setTimeout(() => {
      subscription = fetchQuery<ServicesFieldSuggestionsQuery>(
        environment,
        suggestionsQuery,
        { search: search.trim() || null, exclude: [...chosen] },
        { fetchPolicy: 'store-or-network' },
      ).subscribe({
        next: (data) => setSuggestions(data.serviceSuggestions.slice(0, 10)),
        // suggestions are a help: the field works without them
        error: () => setSuggestions([]),
      });
    }, SUGGESTION_DELAY_MS);
    return () => {
      clearTimeout(timer);
      subscription?.unsubscribe();
    };
  }, [environment, search, chosen]);
  return suggestions;
}

export function ServicesField({
  services,
  onChange,
}: {
  services: readonly string[];
  onChange: (services: readonly string[]) => void;
}) {
  const { t } = useLingui();
  // the service being typed: a field of its own, its text asks for suggestions
  const entry = useForm({ defaultValues: { service: '' } });
  const text = useWatch({ control: entry.control, name: 'service' });
  const suggestions = useServiceSuggestions(text, services);

  const add = (candidate: string) => {
    onChange(withService(services, candidate));
    entry.reset();
  };

  return (
    <Field.Root>
      <Field.Label>
        <Trans>Services</Trans>
      </Field.Label>
      <HStack width="full">
        <Input
          placeholder={t`Type a service`}
          {...entry.register('service')}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add(text);
            }
          }}
        />
        <Button variant="outline" onClick={() => add(text)}>
          <Trans>Add Service</Trans>
        </Button>
      </HStack>
      {suggestions.length > 0 && (
        <Box width="full" role="group" aria-label={t`Suggested services`}>
          <Wrap gap="2" mt="1">
            {suggestions.map((suggestion) => (
              <Button key={suggestion} size="xs" variant="subtle" onClick={() => add(suggestion)}>
                {suggestion}
              </Button>
            ))}
          </Wrap>
        </Box>
      )}
      {services.length > 0 && (
        <Wrap gap="2" mt="2" as="ul" listStyleType="none" aria-label={t`Chosen services`}>
          {services.map((service) => (
            <li key={service}>
              <Badge colorPalette="brand" size="lg" gap="1">
                {service}
                <CloseButton
                  size="2xs"
                  aria-label={t`Remove service ${service}`}
                  onClick={() => onChange(services.filter((chosen) => chosen !== service))}
                />
              </Badge>
            </li>
          ))}
        </Wrap>
      )}
    </Field.Root>
  );
}
