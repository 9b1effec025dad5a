// Picks a blog's new images: several at a time, a preview for each image file (other files are
// listed by name, and the server refuses them), and a button to drop any one before saving.
import { Box, CloseButton, Field, Image, Input, SimpleGrid, Text } from '@chakra-ui/react';
import { useCallback } from 'react';

interface BlogImagesFieldProps {
  files: readonly File[];
  onChange: (files: File[]) => void;
  error?: string | undefined;
  label: string;
}

export function BlogImagesField({ files, onChange, error, label }: BlogImagesFieldProps) {
  return (
    <Field.Root invalid={error !== undefined}>
      <Field.Label>{label}</Field.Label>
      <Input
        type="file"
        accept="image/*"
        multiple
        p="1"
        onChange={(event) => {
          const chosen = Array.from(event.target.files ?? []);
          // the same file can be chosen again after it was removed
          event.target.value = '';
          if (chosen.length > 0) onChange([...files, ...chosen]);
        }}
      />
      <Field.ErrorText>{error}</Field.ErrorText>
      {files.length > 0 && (
        <SimpleGrid
          as="ul"
          listStyleType="none"
          columns={{ base: 2, sm: 4 }}
          gap="3"
          mt="2"
          width="full"
          aria-label="New images"
        >
          {files.map((file, index) => (
            <Box
              as="li"
              key={`${file.name}-${index}`}
              position="relative"
              borderWidth="1px"
              borderRadius="md"
              overflow="hidden"
              minH="16"
            >
              {file.type.startsWith('image/') ? (
                <FilePreview file={file} />
              ) : (
                <Text textStyle="xs" p="2" pr="8" wordBreak="break-all">
                  {file.name}
                </Text>
              )}
              <RemoveImageButton
                label={`Remove ${file.name}`}
                onClick={() => onChange(files.filter((_, kept) => kept !== index))}
              />
            </Box>
          ))}
        </SimpleGrid>
      )}
    </Field.Root>
  );
}

/** The small button at an image tile's corner that drops it (a new file) or deletes it (a saved image). */
export function RemoveImageButton({
  label,
  disabled,
  onClick,
}: {
  label: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <CloseButton
      size="2xs"
      position="absolute"
      top="1"
      right="1"
      bg="bg"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    />
  );
}

/** An image file's preview; its object URL lives exactly as long as the <img> that shows it. */
function FilePreview({ file }: { file: File }) {
  // a ref with cleanup (React 19) stays correct under StrictMode's double mount, unlike a memo + effect
  const attach = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image) return undefined;
      const url = URL.createObjectURL(file);
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return <Image ref={attach} alt={`Preview of ${file.name}`} objectFit="cover" width="full" height="24" />;
}
