// Adds the SEO record of a page path; it joins the screen's list in path order.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useAddSeoPageMutation as AddSeoPageMutation } from '../../../__generated__/useAddSeoPageMutation.graphql';
import { actionOutcome, commitForOutcome, type ActionOutcome } from '../../../lib/commitForOutcome.ts';

export interface SeoPageDraft {
  path: string;
  title: string;
  description: string;
  keywords: string;
  canonicalUrl: string;
  robots: string;
}

export function useAddSeoPageMutation(): [(seoPage: SeoPageDraft) => Promise<ActionOutcome>, boolean] {
  const [commit, isInFlight] = useMutation<AddSeoPageMutation>(graphql`
    mutation useAddSeoPageMutation($input: AddSeoPageInput!) {
      addSeoPage(input: $input) {
        __typename
        ... on MutationAddSeoPageSuccess {
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
  const add = useCallback(
    (seoPage: SeoPageDraft) =>
      commitForOutcome(
        commit,
        {
          variables: { input: seoPage },
          updater: (store) => {
            const added = store.getRootField('addSeoPage')?.getLinkedRecord('seoPage');
            const root = store.getRoot();
            const listed = root.getLinkedRecords('seoPages');
            if (!added || !listed) return;
            const byPath = [...listed.filter((record) => record !== null), added].sort((a, b) =>
              String(a.getValue('path')).localeCompare(String(b.getValue('path'))),
            );
            root.setLinkedRecords(byPath, 'seoPages');
          },
        },
        (response) => actionOutcome(response.addSeoPage, 'MutationAddSeoPageSuccess'),
      ),
    [commit],
  );
  return [add, isInFlight];
}
