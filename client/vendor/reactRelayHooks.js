// The react-relay API the app uses, each from its own module: react-relay's index (and its hooks
// entry) load every hook and container, which visitors would download for nothing. Builds point
// `react-relay` here (libraryInternals.ts); types still come from @types/react-relay. These paths are
// react-relay's internal files: client/src/test/libraryInternals.test.ts checks them on every upgrade.
export { default as RelayEnvironmentProvider } from 'react-relay/lib/relay-hooks/RelayEnvironmentProvider';
export { default as useFragment } from 'react-relay/lib/relay-hooks/useFragment';
export { default as useLazyLoadQuery } from 'react-relay/lib/relay-hooks/useLazyLoadQuery';
export { default as useMutation } from 'react-relay/lib/relay-hooks/useMutation';
export { default as usePaginationFragment } from 'react-relay/lib/relay-hooks/usePaginationFragment';
export { default as usePreloadedQuery } from 'react-relay/lib/relay-hooks/usePreloadedQuery';
export { default as useRelayEnvironment } from 'react-relay/lib/relay-hooks/useRelayEnvironment';
export { loadQuery } from 'react-relay/lib/relay-hooks/loadQuery';
export { commitMutation, fetchQuery, graphql } from 'relay-runtime';
