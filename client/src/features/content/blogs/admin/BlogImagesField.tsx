// Picks a blog's new images: several at a time, a preview for each image file (other files are
// listed by name, and the server refuses them), and a button to drop any one before saving.
import { Box, CloseButton, Image, SimpleGrid, Text } from '@chakra-ui/react';
import { useCallback } from 'react';
import { ImageFilesField } from '../../../../components/ImageFilesField.tsx';

interface BlogImagesFieldProps {
  files: readonly File[];
  onChange: (files: File[]) => void;
  error?: string | undefined;
  label: string;
}

export function BlogImagesField({ files, onChange, error, label }: BlogImagesFieldProps) {
  return (
    <ImageFilesField label={label} error={error} onAdd={(chosen) => onChange([...files, ...chosen])}>
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
    </ImageFilesField>
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
