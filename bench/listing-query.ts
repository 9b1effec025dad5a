// The listing as the benchmarks ask it (bench/listing.ts, bench/listing-ab.ts): a page of cards with what
// a card shows, the count and the cursor.
export const LISTING_QUERY = /* GraphQL */ `
  query Listing($locationId: ID, $categoryId: ID, $first: Int, $after: String) {
    ads(locationId: $locationId, categoryId: $categoryId, first: $first, after: $after) {
      totalCount
      totalCountIsLowerBound
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          name
          description
          contact
          category {
            name
          }
          location {
            name
            state {
              name
            }
          }
          images {
            url
            srcSet
          }
        }
      }
    }
  }
`;
