// /create-ad (SPEC "User screens"): the create-ad form with the balance, scheme, categories and cities it needs.
import { graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { LoaderFunction } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import type { CreateAdPageQuery } from '../../../__generated__/CreateAdPageQuery.graphql';
import { usePageQueryRef } from '../../../lib/pageQuery.ts';
import { CreateAdForm } from './CreateAdForm.tsx';

const CreateAdPageQueryNode = graphql`
  query CreateAdPageQuery {
    ...CreateAdForm_query
  }
`;

export function createAdPageLoader(environment: IEnvironment): LoaderFunction {
  return () =>
    loadQuery<CreateAdPageQuery>(environment, CreateAdPageQueryNode, {}, { fetchPolicy: 'store-and-network' });
}

export function CreateAdPage() {
  const ref = usePageQueryRef<PreloadedQuery<CreateAdPageQuery>>();
  const data = usePreloadedQuery<CreateAdPageQuery>(CreateAdPageQueryNode, ref);
  return <CreateAdForm query={data} />;
}
