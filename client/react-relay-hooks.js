// The react-relay API the app uses, each from its own module: react-relay's index (and its hooks
// entry) load every hook and container, which visitors would download for nothing. vite.config.ts
// points `react-relay` here for builds; types still come from @types/react-relay.
export { default as RelayEnvironmentProvider } from 'react-relay/lib/relay-hooks/RelayEnvironmentProvider';
export { default as useFragment } from 'react-relay/lib/relay-hooks/useFragment';
export { default as useLazyLoadQuery } from 'react-relay/lib/relay-hooks/useLazyLoadQuery';
export { default as useMutation } from 'react-relay/lib/relay-hooks/useMutation';
export { default as usePaginationFragment } from 'react-relay/lib/relay-hooks/usePaginationFragment';
export { default as usePreloadedQuery } from 'react-relay/lib/relay-hooks/usePreloadedQuery';
export { default as useRelayEnvironment } from 'react-relay/lib/relay-hooks/useRelayEnvironment';
export { loadQuery } from 'react-relay/lib/relay-hooks/loadQuery';
export { commitMutation, fetchQuery, graphql } from 'relay-runtime';
