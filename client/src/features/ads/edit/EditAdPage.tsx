// /ads/{id}/edit (issue 18): the advertiser changes one of their ads while it runs. Dates and city
// stay as bought; another advertiser's ad, or an address naming no ad, shows that it does not exist.
import { Trans } from '@lingui/react/macro';
import { Alert } from '@chakra-ui/react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { EditAdPageQuery } from '../../../__generated__/EditAdPageQuery.graphql';
import { adPageQueryLoader } from '../../../lib/adPageQueryLoader.ts';
import { usePageQueryRef } from '../../../lib/pageQuery.ts';
import { EditAdForm } from './EditAdForm.tsx';

/** What an address naming no ad of the advertiser's shows, in English (the page shows it in its language). */
export const EDIT_AD_NOT_FOUND = 'This ad does not exist.';

const EditAdPageQueryNode = graphql`
  query EditAdPageQuery($id: ID!) {
    ad(id: $id) {
      creditsUsed
      ...EditAdForm_ad
    }
    viewer {
      accountKind
    }
  }
`;

export const editAdPageLoader = adPageQueryLoader<EditAdPageQuery>(EditAdPageQueryNode, 'store-and-network');

export function EditAdPage() {
  const ref = usePageQueryRef<PreloadedQuery<EditAdPageQuery> | null>();
  if (!ref) return <NotFound />;
  return <EditAdLoaded queryRef={ref} />;
}

function NotFound() {
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Title>
        <Trans>This ad does not exist.</Trans>
      </Alert.Title>
    </Alert.Root>
  );
}

function EditAdLoaded({ queryRef }: { queryRef: PreloadedQuery<EditAdPageQuery> }) {
  const data = usePreloadedQuery<EditAdPageQuery>(EditAdPageQueryNode, queryRef);
  // creditsUsed is read by the owner only: a public ad of someone else is not theirs to edit
  if (!data.ad || data.ad.creditsUsed === null) return <NotFound />;
  // issue 31: an agency declares again on each edit that it holds proof the person is 18 or over
  return <EditAdForm ad={data.ad} agency={data.viewer?.accountKind === 'agency'} />;
}
