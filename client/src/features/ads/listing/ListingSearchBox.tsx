// The listing's keyword search box (issue 18): searching opens the same listing address with `?q=`,
// so the words combine with its city (the selected one, or the one the address names) and category.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, chakra, Flex } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** The server cuts a longer search at a word (docs/decisions/0057-search-engine-and-ranking.md); the box stops there. */
export const SEARCH_MAX_LENGTH = 100;

/** The address of a search for `words` from `pathname` (a listing address), with a category when one applies. */
export function searchPath(pathname: string, words: string, categoryId?: string | null): string {
  const params = new URLSearchParams({ q: words });
  if (categoryId) params.set('category', categoryId);
  return `${pathname.startsWith('/call-girls') ? pathname : '/call-girls'}?${params.toString()}`;
}

export function ListingSearchBox({ initial = '', categoryId }: { initial?: string; categoryId?: string | null }) {
  const [words, setWords] = useState(initial);
  const { t } = useLingui();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = words.trim();
    // an empty box goes back to the listing itself
    navigate(trimmed ? searchPath(pathname, trimmed, categoryId) : pathname);
  };
  return (
    <Flex as="form" role="search" aria-label={t`Search ads`} onSubmit={submit} gap="2" mb="6" maxW="xl">
      <chakra.input
        type="search"
        name="q"
        aria-label={t`Search ads by name, service or description`}
        placeholder={t`Search by name, service or description`}
        value={words}
        maxLength={SEARCH_MAX_LENGTH}
        onChange={(event) => setWords(event.currentTarget.value)}
        flex="1"
        height="10"
        px="3"
        borderWidth="1px"
        borderColor="border"
        borderRadius="l2"
        bg="bg"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' }}
      />
      <Button type="submit" colorPalette="brand">
        <Trans>Search</Trans>
      </Button>
    </Flex>
  );
}
