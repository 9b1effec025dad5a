// The header's keyword search (issue 18): the words open the listing's search (`/call-girls?q=`),
// in the selected city when there is one.
import { chakra } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

export function HeaderSearch({
  onSearch,
  display,
  height = '9',
}: {
  onSearch?: () => void;
  display?: Record<string, string>;
  /** the field's height: the phone menu's is a thumb's target */
  height?: string;
}) {
  const [words, setWords] = useState('');
  const navigate = useNavigate();
  const { t } = useLingui();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = words.trim();
    if (!trimmed) return;
    onSearch?.();
    setWords('');
    navigate(`/call-girls?${new URLSearchParams({ q: trimmed }).toString()}`);
  };
  return (
    <chakra.form role="search" aria-label={t`Search the site`} onSubmit={submit} display={display}>
      <chakra.input
        type="search"
        name="q"
        aria-label={t`Search ads`}
        placeholder={t`Search ads…`}
        value={words}
        maxLength={100}
        onChange={(event) => setWords(event.currentTarget.value)}
        height={height}
        width={{ base: '100%', md: '44' }}
        px="3"
        borderWidth="1px"
        borderColor="border"
        borderRadius="l2"
        bg="bg"
        fontSize="sm"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' }}
      />
    </chakra.form>
  );
}
