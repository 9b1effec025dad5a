// Picks a blog's new images: several at a time, a preview for each image file (other files are
// listed by name, and the server refuses them), and a button to drop any one before saving.
import { Box, CloseButton, Field, Image, Input, SimpleGrid, Text } from '@chakra-ui/react';
import { useEffect, useMemo } from 'react';

interface BlogImagesFieldProps {
  files: readonly File[];
  onChange: (files: File[]) => void;
  error?: string | undefined;
  label: string;
}

export function BlogImagesField({ files, onChange, error, label }: BlogImagesFieldProps) {
  // object URLs live as long as their file is listed
  const previews = useMemo(() => files.map((file) => (file.type.startsWith('image/') ? URL.createObjectURL(file) : null)), [files]);
  useEffect(() => () => previews.forEach((url) => url && URL.revokeObjectURL(url)), [previews]);

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
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, sm: 4 }} gap="3" mt="2" width="full" aria-label="New images">
          {files.map((file, index) => (
            <Box as="li" key={`${file.name}-${index}`} position="relative" borderWidth="1px" borderRadius="md" overflow="hidden" minH="16">
              {previews[index] ? (
                <Image src={previews[index]} alt={`Preview of ${file.name}`} objectFit="cover" width="full" height="24" />
              ) : (
                <Text textStyle="xs" p="2" pr="8" wordBreak="break-all">
                  {file.name}
                </Text>
              )}
              <CloseButton
                size="2xs"
                position="absolute"
                top="1"
                right="1"
                bg="bg"
                aria-label={`Remove ${file.name}`}
                onClick={() => onChange(files.filter((_, kept) => kept !== index))}
              />
            </Box>
          ))}
        </SimpleGrid>
      )}
    </Field.Root>
  );
}
