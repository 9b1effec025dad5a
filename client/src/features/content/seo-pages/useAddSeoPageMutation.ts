// Adds the SEO record of a page path; it joins the screen's list in path order.
import { graphql } from 'react-relay';
import type { useAddSeoPageMutation as AddSeoPageMutation } from '../../../__generated__/useAddSeoPageMutation.graphql';
import { insertSorted } from '../../../lib/rootRecords.ts';
import { useResultMutation } from '../../../lib/useResultMutation.ts';

export interface SeoPageDraft {
  path: string;
  title: string;
  description: string;
  keywords: string;
  canonicalUrl: string;
  robots: string;
}

export function useAddSeoPageMutation() {
  return useResultMutation<AddSeoPageMutation, [seoPage: SeoPageDraft]>(
    graphql`
      mutation useAddSeoPageMutation($input: AddSeoPageInput!) {
        addSeoPage(input: $input) {
          __typename
          ... on MutationAddSeoPageSuccess {
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
    {
      variables: (seoPage) => ({ input: seoPage }),
      updater: (store) =>
        insertSorted(store, 'seoPages', store.getRootField('addSeoPage')?.getLinkedRecord('seoPage'), (seoPage) =>
          String(seoPage.getValue('path')),
        ),
    },
  );
}
