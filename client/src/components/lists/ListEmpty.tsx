// What a list of cards (not a table, which says it in a row of its own) shows when it holds nothing:
// the screen's empty text, muted and centred where the cards would be.
import { Text, type TextProps } from '@chakra-ui/react';

export function ListEmpty(props: TextProps) {
  return <Text py="8" textAlign="center" color="fg.muted" {...props} />;
}
