// /ads (SPEC "User screens"): the advertiser's own ads, with a shortcut to create one.
import { Button, Flex } from '@chakra-ui/react';
import { graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link as RouterLink, type LoaderFunction } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import type { MyAdsPageQuery } from '../../../__generated__/MyAdsPageQuery.graphql';
import { usePageQueryRef } from '../../../lib/pageQuery.ts';
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

export function myAdsPageLoader(environment: IEnvironment): LoaderFunction {
  return () => loadQuery<MyAdsPageQuery>(environment, MyAdsPageQueryNode, {}, { fetchPolicy: 'store-and-network' });
}

export function MyAdsPage() {
  const ref = usePageQueryRef<PreloadedQuery<MyAdsPageQuery>>();
  const data = usePreloadedQuery<MyAdsPageQuery>(MyAdsPageQueryNode, ref);
  return (
    <>
      <Flex justify="flex-end" mb="4">
        <Button asChild colorPalette="brand" size="sm">
          <RouterLink to="/create-ad">Create Ad</RouterLink>
        </Button>
      </Flex>
      <MyAdsTable query={data} timePerCredit={data.creditScheme ? Number(data.creditScheme.timePerCredit) : null} />
      {data.viewer && <MailPreferences viewer={data.viewer} />}
    </>
  );
}
