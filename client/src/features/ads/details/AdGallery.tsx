// The photos of an ad: a main image with previous/next and a row of thumbnails. Thumbnails are
// buttons, and the arrow keys step through the photos while focus is in the gallery.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Flex, Image, Text } from '@chakra-ui/react';
import { useState, type KeyboardEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { AdGallery_ad$key } from '../../../__generated__/AdGallery_ad.graphql';

const MAIN_IMAGE_SIZES = '(min-width: 62em) 560px, 100vw';

/** The previous and next buttons over the main photo, at its two sides. */
const STEPS = [
  { by: -1, label: msg`Previous photo`, arrow: '‹', side: { insetStart: '2' } },
  { by: 1, label: msg`Next photo`, arrow: '›', side: { insetEnd: '2' } },
] as const;

export function AdGallery({ ad }: { ad: AdGallery_ad$key }) {
  const { name, images } = useFragment(
    graphql`
      fragment AdGallery_ad on Ad {
        name
        images {
          url
          srcSet
          width
          height
        }
      }
    `,
    ad,
  );
  const { t, i18n } = useLingui();
  const [shown, setShown] = useState(0);
  const count = images.length;
  const image = images[Math.min(shown, count - 1)];

  if (!image) {
    return (
      <Flex aspectRatio={4 / 5} bg="brand.subtle" align="center" justify="center" borderRadius="lg">
        <Text color="fg.muted">
          <Trans>No photos</Trans>
        </Text>
      </Flex>
    );
  }

  const number = shown + 1;
  const step = (by: number) => setShown((current) => (current + by + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else return;
    event.preventDefault();
  };

  return (
    <Box as="section" aria-roledescription="gallery" aria-label={t`Photos of ${name}`} onKeyDown={onKeyDown}>
      <Box position="relative" aspectRatio={4 / 5} bg="brand.subtle" borderRadius="lg" overflow="hidden">
        <Image
          position="absolute"
          inset="0"
          key={image.url}
          src={image.url}
          srcSet={image.srcSet}
          sizes={MAIN_IMAGE_SIZES}
          htmlWidth={image.width ?? undefined}
          htmlHeight={image.height ?? undefined}
          alt={t`${name}, photo ${number} of ${count}`}
          // the main photo is what the visitor came for: it is fetched first
          fetchPriority="high"
          fit="cover"
          align="top"
          w="full"
          h="full"
        />
        {count > 1 &&
          STEPS.map(({ by, label, arrow, side }) => (
            <Button
              key={by}
              position="absolute"
              {...side}
              top="50%"
              transform="translateY(-50%)"
              size="sm"
              variant="solid"
              bg="blackAlpha.700"
              color="white"
              aria-label={i18n._(label)}
              onClick={() => step(by)}
            >
              {arrow}
            </Button>
          ))}
      </Box>
      {count > 1 && (
        <Flex as="ul" gap="2" mt="3" overflowX="auto" listStyleType="none" p="1">
          {images.map((thumbnail, index) => {
            const position = index + 1;
            return (
              <Box as="li" key={thumbnail.url} flexShrink={0}>
                <Box
                  as="button"
                  display="block"
                  width="20"
                  height="20"
                  borderRadius="md"
                  overflow="hidden"
                  borderWidth="3px"
                  borderColor={index === shown ? 'brand.solid' : 'transparent'}
                  focusRing="outside"
                  aria-label={t`Show photo ${position} of ${count}`}
                  aria-current={index === shown ? 'true' : undefined}
                  onClick={() => setShown(index)}
                >
                  <Image
                    src={thumbnail.url}
                    srcSet={thumbnail.srcSet}
                    sizes="80px"
                    alt=""
                    loading="lazy"
                    decoding="async"
                    fit="cover"
                    w="full"
                    h="full"
                  />
                </Box>
              </Box>
            );
          })}
        </Flex>
      )}
    </Box>
  );
}
