// An admin corrects an advertiser's date of birth (and, when chosen, whose ads the account publishes)
// with a reason kept in the audit log (issue 31); the Users row shows the new values.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { AccountKind, useCorrectDateOfBirthMutation as CorrectDateOfBirthMutation } from '../../__generated__/useCorrectDateOfBirthMutation.graphql';
import { actionOutcome, commitForOutcome, type ActionOutcome } from '../../lib/commitForOutcome.ts';

export interface DateOfBirthCorrection {
  userId: string;
  dateOfBirth: string;
  accountKind: AccountKind;
  reason: string;
}

export function useCorrectDateOfBirthMutation(): [(correction: DateOfBirthCorrection) => Promise<ActionOutcome>, boolean] {
  const [commit, isInFlight] = useMutation<CorrectDateOfBirthMutation>(graphql`
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
  `);

  const correct = useCallback(
    (input: DateOfBirthCorrection) =>
      commitForOutcome(commit, { variables: { input } }, (response) => actionOutcome(response.correctDateOfBirth, 'MutationCorrectDateOfBirthSuccess')),
    [commit],
  );
  return [correct, isInFlight];
}
