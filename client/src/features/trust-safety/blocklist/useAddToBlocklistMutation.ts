// Adds a phone number, e-mail address or domain to the blocklist (issue 31); the new entry joins the
// top of the list shown (newest first) and its count. A refusal names the field it concerns.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import type { BlocklistKind, useAddToBlocklistMutation as AddToBlocklistMutation } from '../../../__generated__/useAddToBlocklistMutation.graphql';
import { commitForOutcome, type Failed } from '../../../lib/commitForOutcome.ts';

export type { BlocklistKind };

export interface NewBlocklistEntry {
  kind: BlocklistKind;
  value: string;
  reason: string;
}

export type AddOutcome = { kind: 'done' } | { kind: 'refused'; message: string; field: string | null } | Failed;

export function useAddToBlocklistMutation(): [(entry: NewBlocklistEntry, connectionId: string | null) => Promise<AddOutcome>, boolean] {
  const [commit, isInFlight] = useMutation<AddToBlocklistMutation>(graphql`
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
  `);
  const add = useCallback(
    (entry: NewBlocklistEntry, connectionId: string | null) =>
      commitForOutcome(
        commit,
        {
          variables: { input: entry },
          updater: (store) => {
            const added = store.getRootField('addToBlocklist')?.getLinkedRecord('entry');
            const list = connectionId ? store.get(connectionId) : null;
            if (!added || !list) return;
            ConnectionHandler.insertEdgeBefore(list, ConnectionHandler.createEdge(store, list, added, 'QueryBlocklistConnectionEdge'));
            list.setValue(Number(list.getValue('totalCount') ?? 0) + 1, 'totalCount');
          },
        },
        (response): AddOutcome => {
          const result = response.addToBlocklist;
          if (result.__typename === 'MutationAddToBlocklistSuccess') return { kind: 'done' };
          if ('message' in result && typeof result.message === 'string')
            return {
              kind: 'refused',
              message: result.message,
              field: ('field' in result && result.field) || null,
            };
          return { kind: 'failed' };
        },
      ),
    [commit],
  );
  return [add, isInFlight];
}
