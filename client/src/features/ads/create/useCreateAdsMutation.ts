// Publishes an ad in each chosen city (a GraphQL multipart upload of its images); the advertiser's
// ads list is marked stale so /ads fetches it again with the new ads and count.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { ConnectionHandler, ROOT_ID } from 'relay-runtime';
import type { CreateAdsInput, useCreateAdsMutation as CreateAdsMutation } from '../../../__generated__/useCreateAdsMutation.graphql';
import { commitForOutcome } from '../../../lib/commitForOutcome.ts';

export type CreateAdsOutcome =
  /** `underReview`: the screening held the ads for a moderator (issue 31) */
  | { kind: 'created'; balance: number; underReview: boolean }
  /** The server refused the ad; `field` names the input it refused when there is one. */
  | { kind: 'refused'; message: string; field: string | null }
  /** The call itself failed (network, server error). */
  | { kind: 'failed' };

const MY_ADS_CONNECTION_ID = ConnectionHandler.getConnectionID(ROOT_ID, 'MyAdsTable_myAds');

export function useCreateAdsMutation(): [(input: CreateAdsInput, images: readonly File[]) => Promise<CreateAdsOutcome>, boolean] {
  const [commit, isInFlight] = useMutation<CreateAdsMutation>(graphql`
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
  `);

  const create = useCallback(
    (input: CreateAdsInput, images: readonly File[]) =>
      commitForOutcome(
        commit,
        {
          variables: { input, images: images.map(() => null) },
          uploadables: Object.fromEntries(images.map((image, index) => [`images.${index}`, image])),
          updater: (store, response) => {
            if (response?.createAds.__typename === 'MutationCreateAdsSuccess') store.get(MY_ADS_CONNECTION_ID)?.invalidateRecord();
          },
        },
        ({ createAds: result }): CreateAdsOutcome => {
          if (result.__typename === 'MutationCreateAdsSuccess' && typeof result.balance === 'number') {
            return { kind: 'created', balance: result.balance, underReview: (result.ads ?? []).some((ad) => ad?.underReview === true) };
          }
          if (typeof result.message === 'string') return { kind: 'refused', message: result.message, field: result.field ?? null };
          return { kind: 'failed' };
        },
      ),
    [commit],
  );
  return [create, isInFlight];
}
