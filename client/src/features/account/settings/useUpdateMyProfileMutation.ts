// Saves the signed-in account's name, contact and address (and a date of birth it states once, issue 31); the dashboard's greeting follows.
import { graphql } from 'react-relay';
import type {
  ProfileInput,
  useUpdateMyProfileMutation as UpdateMyProfileMutation,
} from '../../../__generated__/useUpdateMyProfileMutation.graphql';
import { session } from '../../../lib/session.ts';
import { refusedWithField, useResultMutation } from '../../../lib/useResultMutation.ts';

export type ProfileOutcome =
  { kind: 'saved' } | { kind: 'refused'; message: string; field: string | null } | { kind: 'failed' };

export function useUpdateMyProfileMutation() {
  return useResultMutation<UpdateMyProfileMutation, [input: ProfileInput], ProfileOutcome>(
    graphql`
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
              language
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
    `,
    {
      variables: (input) => ({ input }),
      done: ({ user }) => {
        if (!user) return { kind: 'failed' };
        session.setProfile(user.name, user.contact);
        return { kind: 'saved' };
      },
      refused: refusedWithField,
    },
  );
}
