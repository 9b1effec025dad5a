// A field's error under it, in the page's language: the forms' rules are shared with the server and say their
// texts in English (common/), which lib/sharedMessages.ts says in the page's language (issue 35).
import { Field } from '@chakra-ui/react';
import { useSharedText } from '../lib/sharedMessages.ts';

export function FieldErrorText({ children }: { children: string | null | undefined }) {
  const shared = useSharedText();
  return <Field.ErrorText>{shared(children ?? undefined)}</Field.ErrorText>;
}
