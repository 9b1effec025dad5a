// /blogs (SPEC "Blogs"): the banner and the published blogs with infinite scroll.
import { useLingui } from '@lingui/react/macro';
import { Container } from '@chakra-ui/react';
import { graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { type LoaderFunction } from 'react-router-dom';
import { loaderLanguage, usePageQueryRef } from '../../../lib/pageQuery.ts';
import type { IEnvironment } from 'relay-runtime';
import type { BlogListPageQuery } from '../../../__generated__/BlogListPageQuery.graphql';
import { DocumentHead } from '../../../components/DocumentHead.tsx';
import { InnerBanner } from '../../../components/InnerBanner.tsx';
import { BlogList } from './BlogList.tsx';

const BlogListPageQueryNode = graphql`
  query BlogListPageQuery($language: Language) {
    pageHead(path: "/blogs", language: $language) {
      ...DocumentHead_head
    }
    ...BlogList_query
  }
`;

export function blogListPageLoader(environment: IEnvironment): LoaderFunction {
  return ({ context }) =>
    loadQuery<BlogListPageQuery>(
      environment,
      BlogListPageQueryNode,
      // the head in the page's language (issue 35)
      { language: loaderLanguage({ context }) },
      { fetchPolicy: 'store-or-network' },
    );
}

export function BlogListPage() {
  const ref = usePageQueryRef<PreloadedQuery<BlogListPageQuery>>();
  const data = usePreloadedQuery<BlogListPageQuery>(BlogListPageQueryNode, ref);
  const { t } = useLingui();
  return (
    <>
      <DocumentHead head={data.pageHead} />
      {/* the banner names the page in the page's language */}
      <InnerBanner names={{ blogs: t`Blogs` }} />
      <Container maxW="6xl" py={{ base: '8', md: '12' }}>
        <BlogList query={data} />
      </Container>
    </>
  );
}
