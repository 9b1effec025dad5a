// 'Similar Blogs in City' (SPEC "Blogs"): a row of blog cards, 3 in view on desktop, 2 on tablets and
// 1 on phones, moved with previous/next or by swiping (a scroll-snapping track, no library).
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Flex, Heading, IconButton } from '@chakra-ui/react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { SimilarBlogsCarousel_blog$key } from '../../../__generated__/SimilarBlogsCarousel_blog.graphql';
import { BlogCard } from './BlogCard.tsx';
import { Chevron } from './Chevron.tsx';

const GAP_PX = 24;
// one shorthand per breakpoint: a separate flex-basis could be reset by the `flex` shorthand
const ITEM_FLEX = {
  base: '0 0 100%',
  md: `0 0 calc((100% - ${GAP_PX}px) / 2)`,
  lg: `0 0 calc((100% - ${2 * GAP_PX}px) / 3)`,
};
const CARD_IMAGE_SIZES = '(min-width: 1200px) 368px, (min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw';

interface StepButtonProps {
  controls: string;
  label: string;
  direction: 'left' | 'right';
  disabled: boolean;
  onClick: () => void;
}

function StepButton({ controls, label, direction, disabled, onClick }: StepButtonProps) {
  return (
    <IconButton
      aria-label={label}
      aria-controls={controls}
      variant="outline"
      colorPalette="brand"
      rounded="full"
      disabled={disabled}
      onClick={onClick}
    >
      <Chevron direction={direction} size={20} />
    </IconButton>
  );
}

export function SimilarBlogsCarousel({ blog }: { blog: SimilarBlogsCarousel_blog$key }) {
  const data = useFragment(
    graphql`
      fragment SimilarBlogsCarousel_blog on Blog {
        similarBlogs {
          id
          ...BlogCard_blog
        }
      }
    `,
    blog,
  );
  const { t } = useLingui();
  const headingId = useId();
  const trackId = useId();
  const trackRef = useRef<HTMLDivElement>(null);
  const [ends, setEnds] = useState({ atStart: true, atEnd: true });

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    setEnds({
      atStart: track.scrollLeft <= 1,
      atEnd: track.scrollLeft + track.clientWidth >= track.scrollWidth - 1,
    });
  }, []);

  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure, data.similarBlogs.length]);

  if (data.similarBlogs.length === 0) return null;

  function step(direction: 1 | -1) {
    const track = trackRef.current;
    const item = track?.firstElementChild as HTMLElement | null | undefined;
    if (!track || !item) return;
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    track.scrollTo({
      left: track.scrollLeft + direction * (item.offsetWidth + GAP_PX),
      behavior: reducedMotion ? 'auto' : 'smooth',
    });
  }

  const everythingInView = ends.atStart && ends.atEnd;

  return (
    <Box as="section" aria-labelledby={headingId} aria-roledescription={t`carousel`} mt={{ base: '12', md: '16' }}>
      <Flex align="center" justify="space-between" gap="4" mb="6">
        <Heading as="h2" id={headingId} size={{ base: 'xl', md: '2xl' }}>
          <Trans>Similar Blogs in City</Trans>
        </Heading>
        {!everythingInView && (
          <Flex gap="2">
            <StepButton
              controls={trackId}
              label={t`Previous blogs`}
              direction="left"
              disabled={ends.atStart}
              onClick={() => step(-1)}
            />
            <StepButton
              controls={trackId}
              label={t`Next blogs`}
              direction="right"
              disabled={ends.atEnd}
              onClick={() => step(1)}
            />
          </Flex>
        )}
      </Flex>
      <Flex
        as="ul"
        ref={trackRef}
        id={trackId}
        listStyleType="none"
        m="0"
        px="0"
        gap={`${GAP_PX}px`}
        overflowX="auto"
        scrollSnapType="x mandatory"
        scrollbarWidth="thin"
        pb="3"
        onScroll={measure}
      >
        {data.similarBlogs.map((similar) => (
          <Box as="li" key={similar.id} flex={ITEM_FLEX} minW="0" scrollSnapAlign="start">
            <BlogCard blog={similar} headingLevel="h3" imageSizes={CARD_IMAGE_SIZES} />
          </Box>
        ))}
      </Flex>
    </Box>
  );
}
