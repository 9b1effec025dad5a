// The ad's images: several image files, each previewed and removable on its own.
import { useLingui } from '@lingui/react/macro';
import { Box, Image } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { ImageFilesField } from '../../../components/ImageFilesField.tsx';
import { ImageTileGrid, ImageTileRemoveButton } from '../../../components/forms/ImageTiles.tsx';

interface ImagesFieldProps {
  images: readonly File[];
  onChange: (images: File[]) => void;
  error?: string | undefined;
}

/** Preview addresses of the files, released when the list changes or the form goes away. */
function usePreviewUrls(files: readonly File[]): readonly string[] {
  const [urls, setUrls] = useState<readonly string[]>([]);
  useEffect(() => {
    const created = files.map((file) => URL.createObjectURL(file));
    setUrls(created);
    return () => created.forEach((url) => URL.revokeObjectURL(url));
  }, [files]);
  return urls;
}

export function ImagesField({ images, onChange, error }: ImagesFieldProps) {
  const { t } = useLingui();
  const previews = usePreviewUrls(images);
  return (
    <ImageFilesField
      label={t`Choose Images`}
      error={error}
      // only image files are kept
      keep={(file) => file.type.startsWith('image/')}
      onAdd={(chosen) => onChange([...images, ...chosen])}
    >
      {previews.length > 0 && (
        <PhotoGrid label={t`Chosen images`} mt="2">
          {previews.map((url, index) => {
            // the image's place in the list and its file's name, as the messages name them
            const number = index + 1;
            const fileName = images[index]?.name ?? '';
            return (
              <RemovablePhoto
                key={url}
                src={url}
                alt={t`Image ${number}: ${fileName}`}
                removeLabel={t`Remove image ${number}`}
                onRemove={() => onChange(images.filter((_, at) => at !== index))}
              />
            );
          })}
        </PhotoGrid>
      )}
    </ImageFilesField>
  );
}

/** A list of square photos, five a row on a wide screen and two on a phone. */
export function PhotoGrid({ label, mt, children }: { label: string; mt?: string; children: ReactNode }) {
  return (
    <ImageTileGrid label={label} columns={{ base: 2, sm: 3, md: 5 }} mt={mt}>
      {children}
    </ImageTileGrid>
  );
}

interface RemovablePhotoProps {
  src: string;
  srcSet?: string | undefined;
  sizes?: string | undefined;
  alt: string;
  removeLabel: string;
  onRemove: () => void;
}

/** One photo of a PhotoGrid with its remove button at its corner. */
export function RemovablePhoto({ src, srcSet, sizes, alt, removeLabel, onRemove }: RemovablePhotoProps) {
  return (
    <Box as="li" position="relative">
      <Image
        src={src}
        srcSet={srcSet}
        sizes={sizes}
        alt={alt}
        aspectRatio="1"
        objectFit="cover"
        borderRadius="md"
        width="full"
      />
      <ImageTileRemoveButton size="xs" bg="white" label={removeLabel} onClick={onRemove} />
    </Box>
  );
}
