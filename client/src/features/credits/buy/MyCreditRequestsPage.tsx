// /credit-requests (SPEC "User screens"): the advertiser's credit requests and the 'Add Request' modal.
import { graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { LoaderFunction } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import type { MyCreditRequestsPageQuery } from '../../../__generated__/MyCreditRequestsPageQuery.graphql';
import { usePageQueryRef } from '../../../lib/pageQuery.ts';
import { MyCreditRequestsTable } from './MyCreditRequestsTable.tsx';

const MyCreditRequestsPageQueryNode = graphql`
  query MyCreditRequestsPageQuery {
    creditScheme {
      ...AddCreditRequestDialog_creditScheme
    }
    paymentSettings {
      ...AddCreditRequestDialog_paymentSettings
    }
    ...MyCreditRequestsTable_query
  }
`;

export function myCreditRequestsPageLoader(environment: IEnvironment): LoaderFunction {
  return () => loadQuery<MyCreditRequestsPageQuery>(environment, MyCreditRequestsPageQueryNode, {}, { fetchPolicy: 'store-and-network' });
}

export function MyCreditRequestsPage() {
  const ref = usePageQueryRef<PreloadedQuery<MyCreditRequestsPageQuery>>();
  const data = usePreloadedQuery<MyCreditRequestsPageQuery>(MyCreditRequestsPageQueryNode, ref);
  return <MyCreditRequestsTable query={data} creditScheme={data.creditScheme} paymentSettings={data.paymentSettings} />;
}
