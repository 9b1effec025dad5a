// Adds a phone number, e-mail address or domain to the blocklist (issue 31); the new entry joins the
// top of the list shown (newest first) and its count. A refusal names the field it concerns.
import { graphql } from 'react-relay';
import type {
  BlocklistKind,
  useAddToBlocklistMutation as AddToBlocklistMutation,
} from '../../../__generated__/useAddToBlocklistMutation.graphql';
import type { Failed } from '../../../lib/commitForOutcome.ts';
import { rowAdded } from '../../../lib/mutations/rowAdded.ts';
import { refusedWithField, useResultMutation } from '../../../lib/useResultMutation.ts';

export type { BlocklistKind };

export interface NewBlocklistEntry {
  kind: BlocklistKind;
  value: string;
  reason: string;
}

export type AddOutcome = { kind: 'done' } | { kind: 'refused'; message: string; field: string | null } | Failed;

export function useAddToBlocklistMutation() {
  return useResultMutation<AddToBlocklistMutation, [entry: NewBlocklistEntry, connectionId: string | null], AddOutcome>(
    graphql`
      mutation useAddToBlocklistMutation($input: AddToBlocklistInput!) {
        addToBlocklist(input: $input) {
          __typename
          ... on MutationAddToBlocklistSuccess {
            entry {
              id
              ...BlocklistEntryRow_entry
            }
          }
          ... on Error {
            message
          }
          ... on ValidationError {
            field
          }
          ... on ConflictError {
            field
          }
        }
      }
    `,
    {
      variables: (entry) => ({ input: entry }),
      updater: (store, _entry, connectionId) => {
        const added = store.getRootField('addToBlocklist')?.getLinkedRecord('entry');
        const list = connectionId ? store.get(connectionId) : null;
        if (added && list) rowAdded(store, list, added, 'QueryBlocklistConnectionEdge', 'first');
      },
      refused: refusedWithField,
    },
  );
}
