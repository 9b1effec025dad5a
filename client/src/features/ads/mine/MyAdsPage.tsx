// /ads (SPEC "User screens"): the advertiser's own ads, with a shortcut to create one.
import { Trans } from '@lingui/react/macro';
import { Button, Flex } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { MyAdsPageQuery } from '../../../__generated__/MyAdsPageQuery.graphql';
import { pageQueryLoader, usePageQueryData } from '../../../lib/pageQuery.ts';
import { MailPreferences } from './MailPreferences.tsx';
import { MyAdsTable } from './MyAdsTable.tsx';

const MyAdsPageQueryNode = graphql`
  query MyAdsPageQuery {
    creditScheme {
      timePerCredit
    }
    viewer {
      ...MailPreferences_viewer
    }
    ...MyAdsTable_query
  }
`;

export const myAdsPageLoader = pageQueryLoader<MyAdsPageQuery>(MyAdsPageQueryNode);

export function MyAdsPage() {
  const data = usePageQueryData<MyAdsPageQuery>(MyAdsPageQueryNode);
  return (
    <>
      <Flex justify="flex-end" mb="4">
        <Button asChild colorPalette="brand" size="sm">
          <RouterLink to="/create-ad">
            <Trans>Create Ad</Trans>
          </RouterLink>
        </Button>
      </Flex>
      <MyAdsTable query={data} timePerCredit={data.creditScheme ? Number(data.creditScheme.timePerCredit) : null} />
      {data.viewer && <MailPreferences viewer={data.viewer} />}
    </>
  );
}
