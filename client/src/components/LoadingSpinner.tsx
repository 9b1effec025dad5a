import { useLingui } from '@lingui/react/macro';
import { Box, Spinner } from '@chakra-ui/react';

/** The page-level spinner of SPEC section 2 (default size 150 px), named 'Loading' unless told otherwise. */
export function LoadingSpinner({ size = 150, label }: { size?: number; label?: string }) {
  const { t } = useLingui();
  return (
    <Box
      display="flex"
      justifyContent="center"
      alignItems="center"
      minHeight={`${size + 40}px`}
      role="status"
      aria-label={label ?? t`Loading`}
    >
      <Spinner width={`${size}px`} height={`${size}px`} borderWidth="6px" color="brand.fg" />
    </Box>
  );
}
