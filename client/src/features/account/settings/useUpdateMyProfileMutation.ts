// Saves the signed-in account's name, contact and address (and a date of birth it states once, issue 31); the dashboard's greeting follows.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { ProfileInput, useUpdateMyProfileMutation as UpdateMyProfileMutation } from '../../../__generated__/useUpdateMyProfileMutation.graphql';
import { commitForOutcome } from '../../../lib/commitForOutcome.ts';
import { session } from '../../../lib/session.ts';

export type ProfileOutcome = { kind: 'saved' } | { kind: 'refused'; message: string; field: string | null } | { kind: 'failed' };

export function useUpdateMyProfileMutation(): [(input: ProfileInput) => Promise<ProfileOutcome>, boolean] {
  const [commit, isInFlight] = useMutation<UpdateMyProfileMutation>(graphql`
    mutation useUpdateMyProfileMutation($input: ProfileInput!) {
      updateMyProfile(input: $input) {
        __typename
        ... on MutationUpdateMyProfileSuccess {
          user {
            id
            name
            contact
            address
            dateOfBirth
          }
        }
        ... on ValidationError {
          field
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const save = useCallback(
    (input: ProfileInput) =>
      commitForOutcome(commit, { variables: { input } }, ({ updateMyProfile: result }): ProfileOutcome => {
        if (result.__typename === 'MutationUpdateMyProfileSuccess' && result.user) {
          session.setProfile(result.user.name, result.user.contact);
          return { kind: 'saved' };
        }
        if (typeof result.message === 'string') return { kind: 'refused', message: result.message, field: result.field ?? null };
        return { kind: 'failed' };
      }),
    [commit],
  );
  return [save, isInFlight];
}
