// Publishes an ad in each chosen city (a GraphQL multipart upload of its images); the advertiser's
// ads list is marked stale so /ads fetches it again with the new ads and count.
import { graphql } from 'react-relay';
import { ConnectionHandler, ROOT_ID } from 'relay-runtime';
import type {
  CreateAdsInput,
  useCreateAdsMutation as CreateAdsMutation,
} from '../../../__generated__/useCreateAdsMutation.graphql';
import { filesAt, refusedWithField, useResultMutation } from '../../../lib/useResultMutation.ts';

export type CreateAdsOutcome =
  /** `underReview`: the screening held the ads for a moderator (issue 31) */
  | { kind: 'created'; balance: number; underReview: boolean }
  /** The server refused the ad; `field` names the input it refused when there is one. */
  | { kind: 'refused'; message: string; field: string | null }
  /** The call itself failed (network, server error). */
  | { kind: 'failed' };

const MY_ADS_CONNECTION_ID = ConnectionHandler.getConnectionID(ROOT_ID, 'MyAdsTable_myAds');

export function useCreateAdsMutation() {
  return useResultMutation<CreateAdsMutation, [input: CreateAdsInput, images: readonly File[]], CreateAdsOutcome>(
    graphql`
      mutation useCreateAdsMutation($input: CreateAdsInput!, $images: [File!]) {
        createAds(input: $input, images: $images) {
          __typename
          ... on MutationCreateAdsSuccess {
            balance
            creditsSpent
            ads {
              id
              underReview
            }
          }
          ... on ValidationError {
            field
          }
          ... on ConflictError {
            field
          }
          ... on Error {
            message
          }
        }
      }
    `,
    {
      variables: (input, images) => ({ input, images: images.map(() => null) }),
      uploadables: (_input, images) => filesAt('images', images),
      updater: (store) => store.get(MY_ADS_CONNECTION_ID)?.invalidateRecord(),
      done: ({ balance, ads }) =>
        typeof balance === 'number'
          ? { kind: 'created', balance, underReview: (ads ?? []).some((ad) => ad?.underReview === true) }
          : { kind: 'failed' },
      refused: refusedWithField,
    },
  );
}
