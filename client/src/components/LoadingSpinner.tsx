import { Box, Spinner } from '@chakra-ui/react';

/** The page-level spinner of SPEC section 2 (default size 150 px). */
export function LoadingSpinner({ size = 150, label = 'Loading' }: { size?: number; label?: string }) {
  return (
    <Box
      display="flex"
      justifyContent="center"
      alignItems="center"
      minHeight={`${size + 40}px`}
      role="status"
      aria-label={label}
    >
      <Spinner width={`${size}px`} height={`${size}px`} borderWidth="6px" color="brand.fg" />
    </Box>
  );
}
