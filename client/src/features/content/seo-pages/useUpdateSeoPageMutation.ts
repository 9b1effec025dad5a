// Updates the SEO record of a page path (the path names it); its row updates in place.
import { graphql } from 'react-relay';
import type { useUpdateSeoPageMutation as UpdateSeoPageMutation } from '../../../__generated__/useUpdateSeoPageMutation.graphql';
import { useResultMutation } from '../../../lib/useResultMutation.ts';
import type { SeoPageDraft } from './useAddSeoPageMutation.ts';

export function useUpdateSeoPageMutation() {
  return useResultMutation<UpdateSeoPageMutation, [seoPage: SeoPageDraft]>(
    graphql`
      mutation useUpdateSeoPageMutation($input: UpdateSeoPageInput!) {
        updateSeoPage(input: $input) {
          __typename
          ... on MutationUpdateSeoPageSuccess {
            seoPage {
              ...SeoPagesPage_seoPage
            }
          }
          ... on Error {
            message
          }
        }
      }
    `,
    { variables: (seoPage) => ({ input: seoPage }) },
  );
}
