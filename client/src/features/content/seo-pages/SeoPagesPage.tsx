// /admin/seo-pages (SPEC "Admin screens"): the SEO record of each public page ('home' for the empty
// path), with the Add and Update modals.
import { Button, Flex, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql } from 'react-relay';
import type { SeoPagesPageQuery } from '../../../__generated__/SeoPagesPageQuery.graphql';
import { DataTable } from '../../../components/DataTable.tsx';
import { pageQueryLoader, usePageQueryData } from '../../../lib/pageQuery.ts';
import { runWithToasts } from '../../../components/runWithToasts.ts';
import { itemActionTexts } from '../../../components/forms/ItemFormDialog.tsx';
import { SEO_PATHS, SeoPageDialog, seoPathLabel } from './SeoPageDialog.tsx';
import { useAddSeoPageMutation, type SeoPageDraft } from './useAddSeoPageMutation.ts';
import { useUpdateSeoPageMutation } from './useUpdateSeoPageMutation.ts';

// a row's fields: the page's query reads them unmasked, and the Add and Update mutations answer them
export const SeoPagesPageSeoPageFragment = graphql`
  fragment SeoPagesPage_seoPage on SeoPage {
    id
    path
    title
    description
    keywords
    canonicalUrl
    robots
  }
`;

const SeoPagesPageQueryNode = graphql`
  query SeoPagesPageQuery {
    seoPages {
      ...SeoPagesPage_seoPage @relay(mask: false)
    }
  }
`;

export const seoPagesPageLoader = pageQueryLoader<SeoPagesPageQuery>(SeoPagesPageQueryNode);

const COLUMNS = ['Path', 'Title', 'Description', 'Keywords', 'Canonical URL', 'Robots', 'Action'];
const SEO_PAGE_TEXTS = itemActionTexts('Seo Page');
const EMPTY_DRAFT: SeoPageDraft = { path: '', title: '', description: '', keywords: '', canonicalUrl: '', robots: '' };

export function SeoPagesPage() {
  const { seoPages } = usePageQueryData<SeoPagesPageQuery>(SeoPagesPageQueryNode);
  const [adding, setAdding] = useState(false);
  const [updating, setUpdating] = useState<SeoPageDraft | null>(null);
  const [addSeoPage, isAdding] = useAddSeoPageMutation();
  const [updateSeoPage, isUpdating] = useUpdateSeoPageMutation();
  const recorded = new Set(seoPages.map((seoPage) => seoPathLabel(seoPage.path)));
  const freePaths = SEO_PATHS.filter((path) => !recorded.has(seoPathLabel(path)));

  return (
    <Stack gap="4">
      <Flex justify="flex-end">
        <Button colorPalette="brand" onClick={() => setAdding(true)} disabled={freePaths.length === 0}>
          Add Seo Page
        </Button>
      </Flex>
      <DataTable label="SEO pages" columns={COLUMNS} emptyText="No Seo Pages found" isEmpty={seoPages.length === 0}>
        {seoPages.map((seoPage) => (
          <Table.Row key={seoPage.id}>
            <Table.Cell>{seoPathLabel(seoPage.path)}</Table.Cell>
            <Table.Cell minW="40">{seoPage.title}</Table.Cell>
            <Table.Cell minW="60" maxW="sm">
              <Text lineClamp={3}>{seoPage.description}</Text>
            </Table.Cell>
            <Table.Cell minW="40" maxW="xs">
              <Text lineClamp={2}>{seoPage.keywords}</Text>
            </Table.Cell>
            <Table.Cell wordBreak="break-all">{seoPage.canonicalUrl}</Table.Cell>
            <Table.Cell>{seoPage.robots}</Table.Cell>
            <Table.Cell>
              <Button
                size="xs"
                variant="outline"
                aria-label={`Update ${seoPathLabel(seoPage.path)}`}
                onClick={() =>
                  setUpdating({
                    path: seoPage.path,
                    title: seoPage.title,
                    description: seoPage.description,
                    keywords: seoPage.keywords,
                    canonicalUrl: seoPage.canonicalUrl,
                    robots: seoPage.robots,
                  })
                }
              >
                Update
              </Button>
            </Table.Cell>
          </Table.Row>
        ))}
      </DataTable>
      <SeoPageDialog
        mode="add"
        initial={adding ? EMPTY_DRAFT : null}
        paths={freePaths}
        busy={isAdding}
        onSave={(seoPage) => runWithToasts(SEO_PAGE_TEXTS.add, () => addSeoPage(seoPage))}
        onClose={() => setAdding(false)}
      />
      <SeoPageDialog
        mode="update"
        initial={updating}
        paths={[]}
        busy={isUpdating}
        onSave={(seoPage) => runWithToasts(SEO_PAGE_TEXTS.update, () => updateSeoPage(seoPage))}
        onClose={() => setUpdating(null)}
      />
    </Stack>
  );
}
