// One ad in the listing (SPEC section 2): first image, name, description, category, location and the
// View Details, call and WhatsApp actions, and Report (issue 7); the person's age and the verified
// mark (issue 31), which the server's card path reads from the row (ads/graphql.ts CARD_FIELDS).
import { Badge, Box, Button, Card, Heading, HStack, Image, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { AdCard_ad$key } from '../../../__generated__/AdCard_ad.graphql';
import { adPath } from '../details/contactLinks.ts';
import { ContactActions } from '../details/ContactActions.tsx';
import { ReportAdAction } from '../report/ReportAdAction.tsx';
import { AdAge, VerifiedBadge } from './AdPersonMarks.tsx';
import { HeadOf } from '../../../components/DocumentHead.tsx';

/** Column widths of the listing grid (1, 2, then 3 columns), so the browser picks the right variant. */
const CARD_IMAGE_SIZES = '(min-width: 62em) 370px, (min-width: 30em) 50vw, 100vw';

export function AdCard({ ad, priority = false }: { ad: AdCard_ad$key; priority?: boolean }) {
  const data = useFragment(
    graphql`
      fragment AdCard_ad on Ad {
        id
        name
        description
        contact
        age
        verified
        images {
          url
          srcSet
          width
          height
        }
        category {
          name
        }
        location {
          name
          slug
        }
      }
    `,
    ad,
  );
  const image = data.images[0];

  return (
    <Card.Root as="article" overflow="hidden" height="full">
      <Box aspectRatio={1} bg="brand.subtle" position="relative" overflow="hidden">
        {/* the first card's photo is the listing's largest image: preloaded at high priority with the page */}
        {image && priority && <HeadOf leadImage={{ href: image.url, srcSet: image.srcSet, sizes: CARD_IMAGE_SIZES }} />}
        {image && (
          <Image
            position="absolute"
            inset="0"
            src={image.url}
            srcSet={image.srcSet}
            sizes={CARD_IMAGE_SIZES}
            htmlWidth={image.width ?? undefined}
            htmlHeight={image.height ?? undefined}
            alt={`${data.name}, ${data.category.name} in ${data.location.name}`}
            // the first card is usually the largest thing on screen: fetch it first, the rest when near
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
            fit="cover"
            // portraits: keep the top of the photo (faces) when cropping to a square
            align="top"
            w="full"
            h="full"
          />
        )}
      </Box>
      <Card.Body gap="2">
        <Heading as="h2" size="lg" lineClamp={1}>
          {data.name}
        </Heading>
        <HStack gap="2" flexWrap="wrap">
          <Badge colorPalette="brand" variant="subtle">
            {data.category.name}
          </Badge>
          <VerifiedBadge verified={data.verified} />
          <AdAge age={data.age} fontSize="sm" />
          <Text fontSize="sm" color="fg.muted">
            {data.location.name}
          </Text>
        </HStack>
        <Text lineClamp={3} color="fg.muted" fontSize="sm">
          {data.description}
        </Text>
      </Card.Body>
      <Card.Footer flexWrap="wrap" gap="2">
        <Button asChild size="sm" colorPalette="brand">
          <RouterLink to={adPath(data)} aria-label={`View Details of ${data.name}`}>
            View Details
          </RouterLink>
        </Button>
        <ContactActions adId={data.id} adName={data.name} citySlug={data.location.slug} contact={data.contact} />
        <ReportAdAction
          adId={data.id}
          adName={data.name}
          label="Report"
          ariaLabel={`Report ${data.name}`}
          buttonProps={{ marginStart: 'auto' }}
        />
      </Card.Footer>
    </Card.Root>
  );
}
