// An admin corrects an advertiser's date of birth (and, when chosen, whose ads the account publishes)
// with a reason kept in the audit log (issue 31); the Users row shows the new values.
import { graphql } from 'react-relay';
import type {
  AccountKind,
  useCorrectDateOfBirthMutation as CorrectDateOfBirthMutation,
} from '../../__generated__/useCorrectDateOfBirthMutation.graphql';
import { useResultMutation } from '../../lib/useResultMutation.ts';

export interface DateOfBirthCorrection {
  userId: string;
  dateOfBirth: string;
  accountKind: AccountKind;
  reason: string;
}

export function useCorrectDateOfBirthMutation() {
  return useResultMutation<CorrectDateOfBirthMutation, [correction: DateOfBirthCorrection]>(
    graphql`
      mutation useCorrectDateOfBirthMutation($input: CorrectDateOfBirthInput!) {
        correctDateOfBirth(input: $input) {
          __typename
          ... on MutationCorrectDateOfBirthSuccess {
            user {
              id
              dateOfBirth
              accountKind
            }
          }
          ... on Error {
            message
          }
        }
      }
    `,
    { variables: (input) => ({ input }) },
  );
}
