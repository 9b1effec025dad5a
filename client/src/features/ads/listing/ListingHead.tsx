// The listing's <head> (SPEC section 1: the /call-girls record, with fallbacks made from the city name). The
// page's query brings the head of the address it loaded: every choice of a city is a new address (issue 33),
// so the head follows the address and nothing else.
import type { DocumentHead_head$key } from '../../../__generated__/DocumentHead_head.graphql';
import { DocumentHead } from '../../../components/DocumentHead.tsx';

/** The path whose head the listing of all of India (the city chooser) shows. */
export function listingHeadPath(): string {
  return '/call-girls';
}

export function ListingHead({ loadedHead }: { loadedHead: DocumentHead_head$key }) {
  return <DocumentHead head={loadedHead} />;
}
