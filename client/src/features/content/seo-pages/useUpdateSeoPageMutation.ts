// Updates the SEO record of a page path (the path names it); its row updates in place.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useUpdateSeoPageMutation as UpdateSeoPageMutation } from '../../../__generated__/useUpdateSeoPageMutation.graphql';
import { actionOutcome, commitForOutcome, type ActionOutcome } from '../../../lib/commitForOutcome.ts';
import type { SeoPageDraft } from './useAddSeoPageMutation.ts';

export function useUpdateSeoPageMutation(): [(seoPage: SeoPageDraft) => Promise<ActionOutcome>, boolean] {
  const [commit, isInFlight] = useMutation<UpdateSeoPageMutation>(graphql`
    mutation useUpdateSeoPageMutation($input: UpdateSeoPageInput!) {
      updateSeoPage(input: $input) {
        __typename
        ... on MutationUpdateSeoPageSuccess {
          seoPage {
            id
            path
            title
            description
            keywords
            canonicalUrl
            robots
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const update = useCallback(
    (seoPage: SeoPageDraft) =>
      commitForOutcome(commit, { variables: { input: seoPage } }, (response) => actionOutcome(response.updateSeoPage, 'MutationUpdateSeoPageSuccess')),
    [commit],
  );
  return [update, isInFlight];
}
