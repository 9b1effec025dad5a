// Uploads a bank's or UPI app's statement (a GraphQL multipart upload): the file, its format (or
// 'auto') and, for another export, the columns the admin names. Uploading approves nothing.
import { graphql } from 'react-relay';
import type { useUploadCreditStatementMutation as UploadCreditStatementMutation } from '../../../__generated__/useUploadCreditStatementMutation.graphql';
import { useResultMutation } from '../../../lib/useResultMutation.ts';
import type { StatementColumns, StatementFormatChoice } from '../../../../../common/statements.ts';

export type UploadStatementOutcome =
  { kind: 'uploaded'; id: string; repeated: boolean } | { kind: 'refused'; message: string } | { kind: 'failed' };

export interface StatementDraft {
  file: File;
  format: StatementFormatChoice;
  columns: StatementColumns | null;
}

export function useUploadCreditStatementMutation() {
  return useResultMutation<UploadCreditStatementMutation, [draft: StatementDraft], UploadStatementOutcome>(
    graphql`
      mutation useUploadCreditStatementMutation(
        $file: File
        $format: CreditStatementFormat
        $columns: CreditStatementColumnsInput
      ) {
        uploadCreditStatement(file: $file, format: $format, columns: $columns) {
          __typename
          ... on MutationUploadCreditStatementSuccess {
            repeated
            creditStatement {
              id
              ...CreditStatementView_statement
            }
          }
          ... on Error {
            message
          }
        }
      }
    `,
    {
      variables: ({ format, columns }) => ({
        file: null,
        format: format === 'auto' ? null : format,
        columns: format === 'generic' ? columns : null,
      }),
      uploadables: ({ file }) => ({ file }),
      done: ({ creditStatement, repeated }) =>
        creditStatement
          ? { kind: 'uploaded', id: creditStatement.id, repeated: repeated === true }
          : { kind: 'failed' },
    },
  );
}
