// A city in the chooser's lists (issue 33): its name and a line about it (the state, the distance, its ads),
// the whole tile a thumb-sized link to the city's listing.
import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { listingPath } from '../../../common/routes.ts';

export function CityLinkTile({ slug, name, detail }: { slug: string; name: string; detail: string }) {
  return (
    <li>
      <Link
        asChild
        display="flex"
        flexDirection="column"
        alignItems="flex-start"
        justifyContent="center"
        minHeight="14"
        px="3"
        py="2"
        borderWidth="1px"
        borderColor="border"
        borderRadius="l2"
        _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
      >
        <RouterLink to={listingPath(slug)}>
          <Text as="span" fontWeight="semibold">
            {name}
          </Text>
          <Text as="span" fontSize="sm" color="fg.muted">
            {detail}
          </Text>
        </RouterLink>
      </Link>
    </li>
  );
}
