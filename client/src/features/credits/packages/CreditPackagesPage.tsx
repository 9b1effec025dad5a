// /admin/credit-packages (issue 34): the credit packages the credit form offers, and the coupon codes
// advertisers may enter there (docs/decisions/0113-packages-and-coupons.md). Admins only.
import { Stack } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import type { CreditPackagesPageQuery } from '../../../__generated__/CreditPackagesPageQuery.graphql';
import { DashboardSection } from '../../../components/DashboardSection.tsx';
import { pageQueryLoader, usePageQueryData } from '../../../lib/pageQuery.ts';
import { CouponsSection } from './CouponsSection.tsx';
import { CreditPackagesSection } from './CreditPackagesSection.tsx';

/** Coupons the screen lists, newest first. */
export const COUPONS_SHOWN = 100;

const CreditPackagesPageQueryNode = graphql`
  query CreditPackagesPageQuery {
    creditPackages {
      ...CreditPackagesSection_creditPackage @relay(mask: false)
    }
    coupons(first: 100) @connection(key: "CreditPackagesPage_coupons") {
      __id
      totalCount
      edges {
        node {
          ...CouponsSection_coupon @relay(mask: false)
        }
      }
    }
  }
`;

export const creditPackagesPageLoader = pageQueryLoader<CreditPackagesPageQuery>(CreditPackagesPageQueryNode);

export function CreditPackagesPage() {
  const data = usePageQueryData<CreditPackagesPageQuery>(CreditPackagesPageQueryNode);
  // a deleted package leaves a hole in the list until the next answer
  const packages = data.creditPackages.filter((pack) => pack != null);
  const coupons = data.coupons.edges.map((edge) => edge.node);
  return (
    <Stack gap="6">
      <DashboardSection title="Packages">
        <CreditPackagesSection packages={packages} />
      </DashboardSection>
      <DashboardSection title="Coupons">
        <CouponsSection coupons={coupons} totalCount={data.coupons.totalCount} connectionId={data.coupons.__id} />
      </DashboardSection>
    </Stack>
  );
}
