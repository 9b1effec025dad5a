// Picks a blog's new images: several at a time, a preview for each image file (other files are
// listed by name, and the server refuses them), and a button to drop any one before saving.
import { Box, Image, Text } from '@chakra-ui/react';
import { useCallback } from 'react';
import { ImageFilesField } from '../../../../components/ImageFilesField.tsx';
import { ImageTileGrid, ImageTileRemoveButton } from '../../../../components/forms/ImageTiles.tsx';

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
        <ImageTileGrid label="New images" columns={{ base: 2, sm: 4 }} mt="2">
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
              <ImageTileRemoveButton
                label={`Remove ${file.name}`}
                onClick={() => onChange(files.filter((_, kept) => kept !== index))}
              />
            </Box>
          ))}
        </ImageTileGrid>
      )}
    </ImageFilesField>
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
