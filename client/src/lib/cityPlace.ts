// A city as the site names and links it: its names in both languages, its address's slug and its state's
// names. Spread unmasked (`...cityPlace_location @relay(mask: false)`) by every document that shows or
// links a city, so a field the city's name needs is added once; nothing imports this at run time.
import { graphql } from 'react-relay';

export const cityPlaceFragment = graphql`
  fragment cityPlace_location on Location {
    id
    name
    hindiName
    slug
    state {
      id
      name
      hindiName
    }
  }
`;
