// The blog's images as a slideshow (SPEC "Blogs"): it moves on every 2 s, stops while the pointer or
// the keyboard focus is on it, while paused by its button, and for visitors who ask for reduced motion.
import { useLingui } from '@lingui/react/macro';
import { Box, Button, chakra, Flex, HStack, IconButton, Image, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useBrowserValue } from '../../../lib/useBrowserValue.ts';
import { HeadOf } from '../../../components/DocumentHead.tsx';
import type { BlogSlideshow_blog$key } from '../../../__generated__/BlogSlideshow_blog.graphql';
import { Chevron } from './Chevron.tsx';

export const SLIDESHOW_INTERVAL_MS = 2000;

const SLIDE_SIZES = '(min-width: 960px) 896px, 100vw';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToReducedMotion(onChange: () => void): () => void {
  const media = window.matchMedia(REDUCED_MOTION);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** Whether the visitor asks for reduced motion; the server renders the slideshow still, as it does anyway. */
function usePrefersReducedMotion(): boolean {
  return useBrowserValue(() => window.matchMedia(REDUCED_MOTION).matches, false, subscribeToReducedMotion);
}

interface SlideButtonProps {
  controls: string;
  label: string;
  direction: 'left' | 'right';
  onClick: () => void;
}

/** Previous or next image: a round button over the slide's side. */
function SlideButton({ controls, label, direction, onClick }: SlideButtonProps) {
  return (
    <IconButton
      aria-label={label}
      aria-controls={controls}
      onClick={onClick}
      position="absolute"
      {...(direction === 'left' ? { insetStart: '2' } : { insetEnd: '2' })}
      top="50%"
      transform="translateY(-50%)"
      rounded="full"
      variant="solid"
      bg="blackAlpha.700"
      color="white"
      _hover={{ bg: 'blackAlpha.800' }}
    >
      <Chevron direction={direction} size={24} />
    </IconButton>
  );
}

export function BlogSlideshow({ blog }: { blog: BlogSlideshow_blog$key }) {
  const data = useFragment(
    graphql`
      fragment BlogSlideshow_blog on Blog {
        title
        images {
          id
          url
          srcSet
          width
          height
        }
      }
    `,
    blog,
  );
  const { images, title } = data;
  const count = images.length;
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pausedByVisitor, setPausedByVisitor] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const slidesId = useId();
  const { t } = useLingui();

  const canPlay = count > 1 && !reducedMotion;
  const playing = canPlay && !pausedByVisitor && !hovered && !focused;

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setCurrent((index) => (index + 1) % count), SLIDESHOW_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [playing, count]);

  if (count === 0) return null;
  const shown = current % count;
  const position = shown + 1;
  const go = (index: number) => setCurrent((index + count) % count);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'ArrowLeft') go(shown - 1);
    else if (event.key === 'ArrowRight') go(shown + 1);
    else return;
    event.preventDefault();
  }

  return (
    <Box
      as="section"
      aria-roledescription={t`carousel`}
      aria-label={t`Images of ${title}`}
      maxW="4xl"
      mx="auto"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
    >
      {/* the first slide is the page's largest image: preloaded at high priority with the page */}
      <HeadOf leadImage={{ href: images[0]!.url, srcSet: images[0]!.srcSet, sizes: SLIDE_SIZES }} />
      <Box id={slidesId} position="relative" aspectRatio={16 / 9} overflow="hidden" borderRadius="lg" bg="bg.muted">
        {/* the live region speaks only when the visitor moves the slides, not on every autoplay step */}
        <Box aria-live={playing ? 'off' : 'polite'} aria-atomic="true">
          <VisuallyHidden>{t`Image ${position} of ${count}`}</VisuallyHidden>
        </Box>
        {images.map((image, index) => (
          <Box
            key={image.id}
            role="group"
            aria-roledescription={t`slide`}
            aria-label={t`${index + 1} of ${count}`}
            aria-hidden={index !== shown}
            data-current={index === shown ? '' : undefined}
            position="absolute"
            inset="0"
            opacity={index === shown ? 1 : 0}
            transition="opacity 0.5s ease"
            _motionReduce={{ transition: 'none' }}
          >
            <Image
              src={image.url}
              srcSet={image.srcSet}
              sizes={SLIDE_SIZES}
              alt={count > 1 ? t`${title}, image ${index + 1} of ${count}` : title}
              htmlWidth={image.width ?? undefined}
              htmlHeight={image.height ?? undefined}
              loading={index === 0 ? 'eager' : 'lazy'}
              fit="cover"
              w="full"
              h="full"
            />
          </Box>
        ))}
        {count > 1 && (
          <>
            <SlideButton controls={slidesId} label={t`Previous image`} direction="left" onClick={() => go(shown - 1)} />
            <SlideButton controls={slidesId} label={t`Next image`} direction="right" onClick={() => go(shown + 1)} />
          </>
        )}
      </Box>
      {count > 1 && (
        <Flex mt="3" gap="3" align="center" justify="space-between" wrap="wrap">
          <HStack as="ul" listStyleType="none" m="0" gap="2" overflowX="auto" p="1" aria-label={t`Choose an image`}>
            {images.map((image, index) => (
              <li key={image.id}>
                <chakra.button
                  type="button"
                  aria-label={t`Show image ${index + 1} of ${count}`}
                  aria-current={index === shown ? 'true' : undefined}
                  onClick={() => go(index)}
                  display="block"
                  w={{ base: '14', md: '20' }}
                  aspectRatio={4 / 3}
                  overflow="hidden"
                  borderRadius="md"
                  borderWidth="3px"
                  borderColor={index === shown ? 'brand.solid' : 'transparent'}
                  opacity={index === shown ? 1 : 0.75}
                  cursor="pointer"
                  _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
                >
                  <Image
                    src={image.url}
                    srcSet={image.srcSet}
                    sizes="80px"
                    alt=""
                    loading="lazy"
                    fit="cover"
                    w="full"
                    h="full"
                  />
                </chakra.button>
              </li>
            ))}
          </HStack>
          {canPlay && (
            <Button
              size="sm"
              variant="outline"
              colorPalette="brand"
              onClick={() => setPausedByVisitor((paused) => !paused)}
            >
              {pausedByVisitor ? t`Play slideshow` : t`Pause slideshow`}
            </Button>
          )}
        </Flex>
      )}
    </Box>
  );
}
