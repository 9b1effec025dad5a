// /credit-requests (SPEC "User screens"): the advertiser's credit requests and the 'Add Request' modal.
import { graphql } from 'react-relay';
import type { MyCreditRequestsPageQuery } from '../../../__generated__/MyCreditRequestsPageQuery.graphql';
import { pageQueryLoader, usePageQueryData } from '../../../lib/pageQuery.ts';
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
    ...PurchaseOffers_query
  }
`;

export const myCreditRequestsPageLoader = pageQueryLoader<MyCreditRequestsPageQuery>(MyCreditRequestsPageQueryNode);

export function MyCreditRequestsPage() {
  const data = usePageQueryData<MyCreditRequestsPageQuery>(MyCreditRequestsPageQueryNode);
  return (
    <MyCreditRequestsTable
      query={data}
      creditScheme={data.creditScheme}
      paymentSettings={data.paymentSettings}
      offers={data}
    />
  );
}
