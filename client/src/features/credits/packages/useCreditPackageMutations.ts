// An admin's package changes (issue 34): add (the package joins the screen's list in its order), change,
// remove (a deleted package leaves the list; a bought one is deactivated and stays).
import { graphql } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useCreditPackageMutationsCreateMutation as CreateMutation } from '../../../__generated__/useCreditPackageMutationsCreateMutation.graphql';
import type { useCreditPackageMutationsRemoveMutation as RemoveMutation } from '../../../__generated__/useCreditPackageMutationsRemoveMutation.graphql';
import type { useCreditPackageMutationsUpdateMutation as UpdateMutation } from '../../../__generated__/useCreditPackageMutationsUpdateMutation.graphql';
import { useResultMutation } from '../../../lib/useResultMutation.ts';

export interface CreditPackageDraft {
  name: string;
  priceRupees: number;
  credits: number;
  bonusCredits: number;
  position: number;
  active: boolean;
}

/** The root's package list in the admin's order (position, then age), with the added one in its place. */
function orderPackages(store: RecordSourceSelectorProxy) {
  const root = store.getRoot();
  const listed = root.getLinkedRecords('creditPackages');
  if (!listed) return;
  const present = listed.filter((record) => record !== null && record !== undefined);
  const ordered = [...present].sort(
    (a, b) =>
      Number(a.getValue('position')) - Number(b.getValue('position')) ||
      Number(a.getValue('databaseId')) - Number(b.getValue('databaseId')),
  );
  root.setLinkedRecords(ordered, 'creditPackages');
}

export function useCreateCreditPackageMutation() {
  return useResultMutation<CreateMutation, [draft: CreditPackageDraft]>(
    graphql`
      mutation useCreditPackageMutationsCreateMutation(
        $name: String!
        $priceRupees: Int!
        $credits: Int!
        $bonusCredits: Int
        $position: Int
        $active: Boolean!
      ) {
        createCreditPackage(
          name: $name
          priceRupees: $priceRupees
          credits: $credits
          bonusCredits: $bonusCredits
          position: $position
          active: $active
        ) {
          __typename
          ... on MutationCreateCreditPackageSuccess {
            creditPackage {
              ...CreditPackagesSection_creditPackage @relay(mask: false)
            }
          }
          ... on Error {
            message
          }
        }
      }
    `,
    {
      variables: (draft) => draft,
      updater: (store) => {
        const added = store.getRootField('createCreditPackage')?.getLinkedRecord('creditPackage');
        const root = store.getRoot();
        const listed = root.getLinkedRecords('creditPackages');
        if (!added || !listed) return;
        root.setLinkedRecords([...listed, added], 'creditPackages');
        orderPackages(store);
      },
    },
  );
}

export function useUpdateCreditPackageMutation() {
  return useResultMutation<UpdateMutation, [id: string, draft: CreditPackageDraft]>(
    graphql`
      mutation useCreditPackageMutationsUpdateMutation(
        $id: ID!
        $name: String!
        $priceRupees: Int!
        $credits: Int!
        $bonusCredits: Int
        $position: Int
        $active: Boolean!
      ) {
        updateCreditPackage(
          id: $id
          name: $name
          priceRupees: $priceRupees
          credits: $credits
          bonusCredits: $bonusCredits
          position: $position
          active: $active
        ) {
          __typename
          ... on MutationUpdateCreditPackageSuccess {
            creditPackage {
              ...CreditPackagesSection_creditPackage @relay(mask: false)
            }
          }
          ... on Error {
            message
          }
        }
      }
    `,
    { variables: (id, draft) => ({ id, ...draft }), updater: (store) => orderPackages(store) },
  );
}

export function useRemoveCreditPackageMutation() {
  return useResultMutation<RemoveMutation, [id: string]>(
    graphql`
      mutation useCreditPackageMutationsRemoveMutation($id: ID!) {
        removeCreditPackage(id: $id) {
          __typename
          ... on MutationRemoveCreditPackageSuccess {
            removal {
              deletedId @deleteRecord
              creditPackage {
                ...CreditPackagesSection_creditPackage @relay(mask: false)
              }
            }
          }
          ... on Error {
            message
          }
        }
      }
    `,
    { variables: (id) => ({ id }), updater: (store) => orderPackages(store) },
  );
}
