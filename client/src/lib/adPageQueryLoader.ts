// The loader of an advertiser's page about one ad (/ads/:id/edit, /statistics, /promote): the address's
// number becomes the ad's global id; an address that names no ad loads nothing and the page says so.
import { loadQuery, type GraphQLTaggedNode } from 'react-relay';
import type { LoaderFunction } from 'react-router-dom';
import type { FetchPolicy, IEnvironment, OperationType } from 'relay-runtime';
import { globalIdOf } from '../../../common/globalIds.ts';

export function adPageQueryLoader<Q extends OperationType & { variables: { id: string } }>(
  query: GraphQLTaggedNode,
  fetchPolicy: FetchPolicy,
): (environment: IEnvironment) => LoaderFunction {
  return (environment) =>
    ({ params }) => {
      const id = globalIdOf('Ad', params.id);
      if (!id) return null;
      return loadQuery<Q>(environment, query, { id }, { fetchPolicy });
    };
}
