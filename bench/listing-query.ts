// The listing as the benchmarks ask it (bench/listing.ts, bench/listing-ab.ts): a page of cards with what
// a card shows, the count, the cursor and the city's featured block (issue 34) with the same cards.
export const LISTING_QUERY = /* GraphQL */ `
  query Listing($locationId: ID, $categoryId: ID, $first: Int, $after: String) {
    ads(locationId: $locationId, categoryId: $categoryId, first: $first, after: $after) {
      totalCount
      totalCountIsLowerBound
      featured {
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
