// The image pickers' previews: a list of image tiles, each with a button at its corner that drops it.
// The ad's photos (new and kept) and a blog's images (new and saved) show them the same way.
import { CloseButton, SimpleGrid, type CloseButtonProps, type SimpleGridProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function ImageTileGrid({
  label,
  columns,
  mt,
  children,
}: {
  label: string;
  columns: SimpleGridProps['columns'];
  mt?: string | undefined;
  children: ReactNode;
}) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={columns} gap="3" mt={mt} width="full" aria-label={label}>
      {children}
    </SimpleGrid>
  );
}

/** The small button at an image tile's corner that drops it (a new file) or deletes it (a saved image). */
export function ImageTileRemoveButton({
  label,
  size = '2xs',
  bg = 'bg',
  disabled,
  onClick,
}: {
  label: string;
  size?: CloseButtonProps['size'];
  bg?: string;
  disabled?: boolean | undefined;
  onClick: () => void;
}) {
  return (
    <CloseButton
      size={size}
      position="absolute"
      top="1"
      right="1"
      bg={bg}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    />
  );
}
